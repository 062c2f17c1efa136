import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_VARIANTS } from "../../../tests/fixtures/open-redirect-variants";
import { afterSignInPath, DEFAULT_REDIRECT, homePath, safeRedirect } from "./safe-redirect";

const SITE = "http://app.test";
// react-router treats these as absolute (left to the browser) rather than as routes.
const ROUTER_ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** What the browser and the router do with a redirect target, reduced to "did it leave". */
function leavesSite(target: string): boolean {
  if (!target.startsWith("/") || ROUTER_ABSOLUTE.test(target)) return true;
  return new URL(target, `${SITE}/login?redirect=x`).origin !== SITE;
}

describe("safeRedirect", () => {
  it("keeps same-origin paths with their search and hash", () => {
    expect(safeRedirect("/app/repositories")).toBe("/app/repositories");
    expect(safeRedirect("/app/repositories?searchTerm=a%20b#top")).toBe(
      "/app/repositories?searchTerm=a%20b#top",
    );
    expect(safeRedirect("/")).toBe("/");
    expect(safeRedirect("/manager/users/VXNlcjox/update")).toBe("/manager/users/VXNlcjox/update");
  });

  it("falls back to /app when there is no target", () => {
    expect(DEFAULT_REDIRECT).toBe("/app");
    expect(safeRedirect("")).toBe("/app");
    expect(safeRedirect(null)).toBe("/app");
    expect(safeRedirect(undefined)).toBe("/app");
  });

  it("has at least 50 hostile variants to try", () => {
    expect(new Set(OPEN_REDIRECT_VARIANTS).size).toBeGreaterThanOrEqual(50);
  });

  it.each(OPEN_REDIRECT_VARIANTS.map((target) => [target]))("keeps %j on the site", (target) => {
    const result = safeRedirect(target);
    expect(leavesSite(result), `safeRedirect(${JSON.stringify(target)}) = ${result}`).toBe(false);
    // A second pass changes nothing: the result is a canonical path of this site.
    expect(safeRedirect(result)).toBe(result);
  });

  it("never leaves the site, whatever the input (property)", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "\\",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "%5c",
      "%25",
      "\t",
      "\n",
      " ",
      "\u3002",
      "\uff0f",
      "evil.example",
      "app",
      ":",
      "@",
      "?",
      "#",
      "http:",
      "javascript:",
    );
    const target = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join("")),
      fc.array(piece, { maxLength: 8 }).map((pieces) => `/${pieces.join("")}`),
      fc.string({ unit: "grapheme", maxLength: 20 }),
    );
    fc.assert(
      fc.property(target, (value) => {
        const result = safeRedirect(value);
        return !leavesSite(result) && safeRedirect(result) === result;
      }),
      { numRuns: 5_000 },
    );
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.test", "/login")).toBe("/login");
    expect(safeRedirect("/.//evil.test", "/manager")).toBe("/manager");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirect("/app/../../evil")).toBe("/evil");
    expect(safeRedirect("/app/./repositories")).toBe("/app/repositories");
  });
});

describe("where a user lands", () => {
  it("sends admins to /manager and users to /app", () => {
    expect(homePath("admin")).toBe("/manager/dashboard");
    expect(homePath("user")).toBe("/app");
  });

  it("honours a same-site redirect and ignores a hostile one", () => {
    expect(afterSignInPath("/app/account", "admin")).toBe("/app/account");
    expect(afterSignInPath("//evil.example", "admin")).toBe("/manager/dashboard");
    expect(afterSignInPath("https://evil.example", "user")).toBe("/app");
    expect(afterSignInPath("", "user")).toBe("/app");
  });
});
