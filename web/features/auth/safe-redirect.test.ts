import { describe, expect, it } from "vitest";
import { DEFAULT_REDIRECT, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-origin paths with their search and hash", () => {
    expect(safeRedirect("/app/repositories")).toBe("/app/repositories");
    expect(safeRedirect("/app/repositories?searchTerm=a%20b#top")).toBe(
      "/app/repositories?searchTerm=a%20b#top",
    );
    expect(safeRedirect("/")).toBe("/");
  });

  it("falls back to /app when there is no target", () => {
    expect(DEFAULT_REDIRECT).toBe("/app");
    expect(safeRedirect("")).toBe("/app");
    expect(safeRedirect(null)).toBe("/app");
    expect(safeRedirect(undefined)).toBe("/app");
  });

  it.each([
    "//evil.test",
    "//evil.test/app",
    "///evil.test",
    "https://evil.test/app",
    "http:/evil.test",
    "javascript:alert(1)",
    "/\\evil.test",
    "\\\\evil.test",
    "/\t/evil.test",
    "/\n/evil.test",
    "app/repositories",
    " /app",
  ])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/app");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.test", "/login")).toBe("/login");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirect("/app/../../evil")).toBe("/evil");
  });
});
