import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The ~9 MB playground is rendered and compressed once, then served from
// memory with validators; HEAD /graphql never fails (docs/decisions/022).

const BROWSER = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const page = (headers: Record<string, string>) => app.request("/graphql", { headers });

describe("GET /graphql from a browser", () => {
  it("answers with the page compressed once, in the encoding the browser prefers", async () => {
    const br = await page(BROWSER);
    expect(br.status).toBe(200);
    // hono/compress knows no brotli: br proves the stored bytes, not a per-request stream.
    expect(br.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(body.length);
    const html = brotliDecompressSync(body).toString("utf8");
    expect(html).toContain("<title>Groundwork API</title>");
    expect(body.length).toBeLessThan(html.length / 3);

    const gz = await page({ ...BROWSER, "accept-encoding": "gzip, deflate" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    // Decompressed once is the page: it was not compressed a second time on the way out.
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(html);
  });

  it.each([
    ["no Accept-Encoding", undefined],
    ["deflate only (which hono/compress would apply)", "deflate"],
    ["identity", "identity"],
    ["br and gzip refused", "br;q=0, gzip;q=0, *;q=0"],
  ])("sends the page uncompressed for %s", async (_label, acceptEncoding) => {
    const headers: Record<string, string> = { accept: BROWSER.accept };
    if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
    const response = await page(headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toContain("<title>Groundwork API</title>");
  });

  it("honours q-values", async () => {
    const response = await page({ ...BROWSER, "accept-encoding": "br;q=0.5, gzip;q=0.9" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("has caching headers: Vary, a strong ETag per encoding, revalidation", async () => {
    const first = await page(BROWSER);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(first.headers.get("vary")).toMatch(/\baccept\b/i);
    expect(first.headers.get("cache-control")).toMatch(/no-cache/);
    expect(first.headers.get("cache-control")).toMatch(/no-transform/);
    const gzipTag = (await page({ ...BROWSER, "accept-encoding": "gzip" })).headers.get("etag");
    const plainTag = (await page({ accept: BROWSER.accept })).headers.get("etag");
    expect(new Set([etag, gzipTag, plainTag]).size).toBe(3);
    // The same bytes next time: the same validator.
    expect((await page(BROWSER)).headers.get("etag")).toBe(etag);
  });

  it("answers 304 without a body when If-None-Match matches", async () => {
    const etag = (await page(BROWSER)).headers.get("etag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await page({ ...BROWSER, "if-none-match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(await response.text()).toBe("");
    }
    const changed = await page({ ...BROWSER, "if-none-match": '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it("serves a repeat visit without compressing again", async () => {
    await page(BROWSER);
    // CPU time, which a busy machine barely inflates (it stretches the wall clock instead):
    // compressing the page costs 150–600 ms of it each time; ten stored answers took 43 ms at
    // a load average of 24 on 2 cores.
    const cpu = process.cpuUsage();
    for (let i = 0; i < 10; i++) await (await page(BROWSER)).arrayBuffer();
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(500);
  });

  it("keeps the playground on /graphql only", async () => {
    for (const path of ["/", "/app", "/graphql/x", "/api/graphql"]) {
      const response = await app.request(path, { headers: BROWSER });
      const text = response.headers.get("content-encoding") ? "" : await response.text();
      expect(text, path).not.toContain("YogaGraphiQL");
    }
  });
});

describe("HEAD /graphql", () => {
  it.each([
    ["a browser's Accept", { accept: BROWSER.accept }],
    ["a browser's Accept and Accept-Encoding", BROWSER],
    ["no Accept", {}],
    ["Accept: application/json", { accept: "application/json" }],
    ["a query in the URL", {}, "/graphql?query=%7B__typename%7D"],
  ])("answers without a 500 for %s", async (_label, headers, path = "/graphql") => {
    const response = await app.request(path, { method: "HEAD", headers });
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).toBe("");
  });

  it("matches GET for a browser", async () => {
    const head = await app.request("/graphql", { method: "HEAD", headers: BROWSER });
    const get = await page(BROWSER);
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(head.headers.get("content-type")).toMatch(/^text\/html/);
  });

  describe("over a socket, with a body", () => {
    let port = 0;
    let close = () => {};
    beforeAll(async () => {
      const server = createAdaptorServer({ fetch: app.fetch });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
      close = () => server.close();
    });
    afterAll(() => close());

    const head = (headers: Record<string, string>, body?: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
        const request = httpRequest(
          { host: "127.0.0.1", port, path: "/graphql", method: "HEAD", headers },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers }),
            );
          },
        );
        request.on("error", reject);
        request.end(body);
      });

    it.each([
      ["a browser's Accept", { accept: BROWSER.accept }],
      ["no Accept", {}],
      ["JSON", { accept: "application/json", "content-type": "application/json" }],
    ])("answers without a 500 for %s", async (_label, headers) => {
      const body = JSON.stringify({ query: "{ __typename }" });
      const withBody = await head({ ...headers, "content-length": String(body.length) }, body);
      expect(withBody.status).toBeLessThan(500);
      const without = await head(headers);
      expect(without.status).toBeLessThan(500);
    });
  });
});

describe("the API guide", () => {
  it("is served at /docs/api and named in the playground's first query", async () => {
    const guide = await app.request("/docs/api");
    expect(guide.status).toBe(200);
    expect(guide.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await guide.text()).toContain("## Budgets and headers");
    const playground = await page({ accept: BROWSER.accept });
    expect(await playground.text()).toContain("/docs/api");
  });

  it("tells a signed-out visitor how to authenticate (defect 9)", async () => {
    const html = await (await page({ accept: BROWSER.accept })).text();
    // The page is the same for everyone (stored once): the first query's comments say both
    // ways in, where a key comes from, and where it goes in the playground.
    const encoded = /"defaultQuery":("(?:[^"\\]|\\.)*")/.exec(html)?.[1] ?? '""';
    const text = JSON.parse(encoded) as string;
    expect(text).toContain("/login");
    expect(text).toContain("/app/account");
    expect(text).toMatch(/Headers/);
    expect(text).toContain('"Authorization": "Bearer <API key>"');
    expect(text).toContain("/docs/api");
  });
});
