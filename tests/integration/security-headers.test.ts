import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { withBootScript } from "../../vite/boot-script.ts";

// Every kind of answer carries the security headers, and the page's policy
// allows exactly the inline scripts of the HTML that is served (docs/decisions/022).

// As the build writes it: the boot script built from web/boot.ts in place of its placeholder.
const INDEX_HTML = await withBootScript(
  readFileSync(new URL("../../web/index.html", import.meta.url), "utf8"),
);

/** A built web app in a temporary directory: the real index.html and one asset. */
function webDist(indexHtml: string): string {
  const dir = mkdtempSync(join(tmpdir(), "groundwork-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), indexHtml);
  writeFileSync(join(dir, "assets", "main-abc123.js"), "console.log('groundwork');\n");
  return dir;
}

/** Inline script texts of a page, hashed as the browser does: what the policy must list. */
function servedScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ""))
    .map(
      ([, , text]) =>
        `'sha256-${createHash("sha256")
          .update(text ?? "")
          .digest("base64")}'`,
    );
}

function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

type Kind = { name: string; path: string; init?: RequestInit };

const KINDS: Kind[] = [
  { name: "the web app's HTML", path: "/", init: { headers: { accept: "text/html" } } },
  {
    name: "a client-side route",
    path: "/app/repositories",
    init: { headers: { accept: "text/html" } },
  },
  { name: "a static asset", path: "/assets/main-abc123.js" },
  {
    name: "a GraphQL POST",
    path: "/graphql",
    init: {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    },
  },
  { name: "a GraphQL GET", path: "/graphql?query=%7B__typename%7D" },
  { name: "the GraphiQL page", path: "/graphql", init: { headers: { accept: "text/html" } } },
  { name: "an auth API answer", path: "/api/auth/get-session" },
  { name: "the public configuration", path: "/api/config" },
  { name: "an unknown API path", path: "/api/nothing-here" },
  { name: "an auth error", path: "/api/auth/sign-in/email-otp", init: { method: "POST" } },
  { name: "a CORS preflight", path: "/graphql", init: { method: "OPTIONS" } },
  {
    name: "a refused oversized body",
    path: "/api/auth/sign-in/email-otp",
    init: {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x".repeat(2 * 1024 * 1024) }),
    },
  },
  { name: "a HEAD request", path: "/", init: { method: "HEAD" } },
];

function expectCommonHeaders(response: Response, https: boolean) {
  const { headers } = response;
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(headers.get("permissions-policy")).toMatch(/camera=\(\)/);
  const policy = headers.get("content-security-policy");
  expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  expect(directive(policy, "script-src").length).toBeGreaterThan(0);
  expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
  expect(directive(policy, "script-src")).not.toContain("'unsafe-eval'");
  expect(directive(policy, "object-src").concat(directive(policy, "default-src"))).not.toContain(
    "*",
  );
  if (https) expect(headers.get("strict-transport-security")).toMatch(/max-age=(\d{8,}|3\d{7})/);
  else expect(headers.get("strict-transport-security")).toBeNull();
}

describe.each<{ https: boolean; variables: Record<string, string> }>([
  { https: false, variables: {} },
  {
    https: true,
    variables: {
      NODE_ENV: "production",
      BASE_URL: "https://app.example.com",
      SMTP_URL: "smtp://127.0.0.1:9",
    },
  },
])("security headers (https: $https)", ({ https, variables }) => {
  let app: TestApp;
  let dist: string;
  // The https app serves a different boot script: the allowed hash follows the file.
  const indexHtml = https ? INDEX_HTML.replace("<script>", "<script>/* changed */") : INDEX_HTML;

  beforeAll(async () => {
    dist = webDist(indexHtml);
    app = await createTestApp({ ...variables, WEB_DIST_DIR: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(KINDS)("are on $name", async ({ path, init }) => {
    const response = await app.request(path, init);
    // Whatever the answer (200, 204, 401, 404, 4xx): the headers are the point here.
    expect(response.status).toBeLessThan(500);
    expectCommonHeaders(response, https);
  });

  it("are on the development mailbox (the SPA's 404 in production)", async () => {
    const response = await app.request("/dev/mailbox");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(https ? '<div id="root">' : 'http-equiv="refresh"');
    expectCommonHeaders(response, https);
  });

  it("allow the page's inline boot script by the hash of the served HTML, and nothing else inline", async () => {
    const response = await app.request("/app", { headers: { accept: "text/html" } });
    const html = await response.text();
    expect(html).toBe(indexHtml);
    const hashes = servedScriptHashes(html);
    expect(hashes).toHaveLength(1);
    const scriptSrc = directive(response.headers.get("content-security-policy"), "script-src");
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
  });

  it("give the page a policy for what the web app loads", async () => {
    const policy = (await app.request("/")).headers.get("content-security-policy");
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(policy?.includes("upgrade-insecure-requests")).toBe(https);
  });

  it("give the GraphiQL page its own policy: its inline script by hash, workers from blob:", async () => {
    const response = await app.request("/graphql", { headers: { accept: "text/html" } });
    const policy = response.headers.get("content-security-policy");
    const html = await response.text();
    expect(directive(policy, "script-src")).toEqual(servedScriptHashes(html));
    expect(directive(policy, "default-src")).toEqual(["'none'"]);
    expect(directive(policy, "worker-src")).toEqual(["blob:"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    // The app's own policy does not carry the playground's hash.
    const appPolicy = (await app.request("/")).headers.get("content-security-policy");
    expect(directive(appPolicy, "script-src")).not.toContain(servedScriptHashes(html)[0]);
  });
});
