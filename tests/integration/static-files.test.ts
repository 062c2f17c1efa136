import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PRELOADS_FILE } from "../../server/http/route-preloads.ts";
import { capturingLogger, type LogLine } from "../setup/capturing-logger.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Issue 32, finding 5: the web build answered 500, and logged an error with its stack, for
// anything but a found GET under /assets: a missing file, any other method, every traversal
// spelling. Each now gets 404 or 405 (with Allow), the security headers and no error log,
// and nothing outside the build is ever served. Over a real socket, as a hostile client
// sends them: raw paths (no URL normalisation) and TRACE, which fetch cannot send.

const SECRET = "outside-the-build-7f3a";
const ASSET = "/assets/page-abc123.js";
const OTHER_METHODS = ["OPTIONS", "PUT", "DELETE", "PATCH", "POST", "TRACE"];
const TRAVERSALS = [
  "/assets/../secret.txt",
  "/assets/../../secret.txt",
  "/assets/..%2fsecret.txt",
  "/assets/..%2F..%2Fsecret.txt",
  "/assets/%2e%2e/secret.txt",
  "/assets/%2e%2e%2fsecret.txt",
  "/assets/%252e%252e%252fsecret.txt",
  "/assets/..\\secret.txt",
  "/assets/..%5csecret.txt",
  "/assets//..//secret.txt",
  "/assets/....//secret.txt",
  "/assets/%2fetc%2fpasswd",
  "/assets/page-abc123.js%00",
  "/..%2fsecret.txt",
  "/%2e%2e/secret.txt",
  "/../secret.txt",
  "/.%2e/secret.txt",
];

let root: string;
let app: TestApp;
let lines: LogLine[];
let server: Server;
let port: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "groundwork-static-"));
  writeFileSync(join(root, "secret.txt"), SECRET);
  const dist = join(root, "web");
  mkdirSync(join(dist, "assets"), { recursive: true });
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Groundwork</title>");
  writeFileSync(join(dist, "assets", "page-abc123.js"), "export {};\n");
  writeFileSync(join(dist, "robots.txt"), "User-agent: *\n");
  writeFileSync(
    join(dist, ROUTE_PRELOADS_FILE),
    JSON.stringify([
      { path: "/login", scripts: [], styles: [] },
      { path: "/*", scripts: [], styles: [] },
    ]),
  );
  const captured = capturingLogger();
  lines = captured.lines;
  app = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true, logger: captured.logger });
  // As server/index.ts binds it.
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

type Raw = { status: number; headers: Map<string, string>; body: string };

/** One request exactly as written (path and method untouched), on its own connection. */
function raw(method: string, path: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      const [statusLine = "", ...fields] = head.split("\r\n");
      const headers = new Map(
        fields.map((field) => {
          const colon = field.indexOf(":");
          return [field.slice(0, colon).toLowerCase(), field.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

/** The answer, and the log lines at warn or above that it caused. */
async function answer(method: string, path: string) {
  const before = lines.length;
  const response = await raw(method, path);
  const loud = lines.slice(before).filter((line) => Number(line.level) >= 40);
  return { ...response, loud };
}

function expectRefusal(result: Raw & { loud: LogLine[] }, status: number, label: string) {
  expect(result.status, label).toBe(status);
  expect(result.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(result.headers.get("content-security-policy"), label).toContain("default-src 'self'");
  expect(result.loud, label).toEqual([]);
}

describe("static files of the web build", () => {
  it("still serves a found asset, cached for good, to GET and HEAD", async () => {
    const get = await answer("GET", ASSET);
    expect(get.status).toBe(200);
    expect(get.headers.get("cache-control")).toContain("immutable");
    expect(get.body).toBe("export {};\n");
    const head = await answer("HEAD", ASSET);
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toContain("immutable");
    expect(head.body).toBe("");
  });

  it("answers 404 for a missing asset, without the immutable cache or an error log", async () => {
    for (const method of ["GET", "HEAD"]) {
      const result = await answer(method, "/assets/missing-abc123.js");
      expectRefusal(result, 404, method);
      expect(result.headers.get("cache-control") ?? "", method).not.toContain("immutable");
    }
    const body = await answer("GET", "/assets/missing-abc123.js");
    expect(JSON.parse(body.body)).toMatchObject({ code: "NOT_FOUND" });
  });

  // Through the app's fetch handler, as tests and server/index.ts call it (docs/decisions/095):
  // a missing file anywhere in the build is a short JSON 404 with the security headers, never
  // the SPA's page, whose HTML a browser would try to run as a script or show as an image.
  it("answers a short 404 for any missing file, assets or not, to GET and HEAD", async () => {
    for (const path of ["/assets/nope.js", "/assets/x.css", "/favicon-nope.png", "/a/b.js.map"]) {
      for (const method of ["GET", "HEAD"]) {
        const before = lines.length;
        const response = await app.fetch(new Request(`http://localhost${path}`, { method }));
        const label = `${method} ${path}`;
        expect(response.status, label).toBe(404);
        expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
        expect(response.headers.get("content-security-policy"), label).toContain("default-src");
        expect(response.headers.get("content-type"), label).toContain("application/json");
        const body = await response.text();
        if (method === "GET") expect(JSON.parse(body), label).toMatchObject({ code: "NOT_FOUND" });
        else expect(body, label).toBe("");
        expect(lines.slice(before).filter((line) => Number(line.level) >= 40)).toEqual([]);
      }
    }
    // Pages keep the SPA: an unknown route is the app's own 404 screen.
    const page = await app.fetch(new Request("http://localhost/no/such-page"));
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toContain("text/html");
    // So does a page whose address holds a dot, opened in the browser (a pasted link).
    const dotted = await app.fetch(
      new Request("http://localhost/manager/users/john.doe", {
        headers: { "sec-fetch-dest": "document" },
      }),
    );
    expect(dotted.headers.get("content-type")).toContain("text/html");
  });

  it("answers 405 with Allow to every other method, on assets, files and pages", async () => {
    for (const path of [ASSET, "/assets/missing-abc123.js", "/robots.txt", "/login", "/"]) {
      for (const method of OTHER_METHODS) {
        const result = await answer(method, path);
        expectRefusal(result, 405, `${method} ${path}`);
        expect(result.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD");
      }
    }
    const body = await answer("DELETE", ASSET);
    expect(JSON.parse(body.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
  });

  it("never serves a file outside the build, whatever the spelling, and never fails", async () => {
    for (const path of TRAVERSALS) {
      for (const method of ["GET", "HEAD"]) {
        const result = await answer(method, path);
        expect([400, 404], `${method} ${path}`).toContain(result.status);
        expect(result.body, `${method} ${path}`).not.toContain(SECRET);
        expect(result.loud, `${method} ${path}`).toEqual([]);
      }
    }
  });

  it("leaves the API's own answers to other methods alone", async () => {
    expect((await answer("PUT", "/api/config")).status).toBe(404);
    expect((await answer("PUT", "/graphql")).status).toBe(404);
  });
});
