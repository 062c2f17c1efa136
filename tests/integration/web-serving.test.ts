import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PRELOADS_FILE } from "../../server/http/route-preloads.ts";
import { inlineScriptHashes } from "../../server/http/security-headers.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { withBootScript } from "../../vite/boot-script.ts";

// The served index.html names the route's chunks, so the
// browser fetches them while it parses the page; assets go out precompressed.

// As the build writes it: the boot script built from web/boot.ts in place of its placeholder.
const INDEX_HTML = await withBootScript(
  readFileSync(new URL("../../web/index.html", import.meta.url), "utf8"),
);
const ROBOTS_TXT = readFileSync(new URL("../../web/public/robots.txt", import.meta.url), "utf8");
const CHUNK = `export const rows = ${JSON.stringify("repository ".repeat(400))};\n`;
const ROUTES = [
  { path: "/app/repositories", scripts: ["/assets/page-abc123.js"], styles: [] },
  { path: "/manager/users/:id", scripts: ["/assets/user-abc123.js"], styles: [] },
  { path: "/manager/users/new", scripts: ["/assets/new-abc123.js"], styles: [] },
  { path: "/login", scripts: [], styles: [] },
  // The route table's catch-all, which renders the 404 screen.
  { path: "/*", scripts: [], styles: [] },
];

/** A built web app: the real index.html, a chunk with its .br and .gz, the route list. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "groundwork-web-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), INDEX_HTML);
  writeFileSync(join(dir, "assets", "page-abc123.js"), CHUNK);
  writeFileSync(join(dir, "assets", "page-abc123.js.br"), brotliCompressSync(CHUNK));
  writeFileSync(join(dir, "assets", "page-abc123.js.gz"), gzipSync(CHUNK));
  writeFileSync(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(ROUTES));
  writeFileSync(join(dir, "robots.txt"), ROBOTS_TXT);
  return dir;
}

const scriptSrc = (response: Response) =>
  /(?:^|;\s*)script-src ([^;]*)/
    .exec(response.headers.get("content-security-policy") ?? "")?.[1]
    ?.split(" ") ?? [];

describe("serving the web app", () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = webDist();
    app = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("names the route's chunks in the page, for every URL of that route", async () => {
    const page = await (await app.request("/app/repositories?q=yoga")).text();
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/page-abc123.js">');
    const user = await (await app.request("/manager/users/7")).text();
    expect(user).toContain('href="/assets/user-abc123.js"');
    // A static segment wins over a parameter, as in react-router.
    const create = await (await app.request("/manager/users/new")).text();
    expect(create).toContain('href="/assets/new-abc123.js"');
    expect(create).not.toContain("user-abc123");
  });

  it("keeps the page's policy matching the inline boot script it serves", async () => {
    const response = await app.request("/app/repositories");
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes).toHaveLength(1);
    expect(scriptSrc(response)).toEqual(["'self'", ...hashes]);
  });

  it("serves the page as built where the route has nothing to add", async () => {
    expect(await (await app.request("/login")).text()).toBe(INDEX_HTML);
    expect(await (await app.request("/no/such/page")).text()).toBe(INDEX_HTML);
  });

  it("answers 404 where only the route table's catch-all matches, still with the app", async () => {
    for (const path of ["/no/such/page", "/app/repositories/7/edit", "/manager"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(INDEX_HTML);
    }
    for (const path of ["/login", "/login/", "/manager/users/not-an-id", "/app/repositories"]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
  });

  it("serves a robots.txt that lets crawlers read the sign-in page only", async () => {
    const response = await app.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const rules = await response.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    for (const path of ["/app", "/manager", "/api/", "/graphql"]) {
      expect(rules).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
    }
    expect(rules).not.toMatch(/^Disallow: \/(login)?$/m);
  });

  it("sends the brotli file to browsers that accept it, gzip to the others", async () => {
    const path = "/assets/page-abc123.js";
    const br = await app.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("cache-control")).toContain("immutable");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(CHUNK);

    const gzip = await app.request(path, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(CHUNK);

    const plain = await app.request(path, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(CHUNK);
  });
});
