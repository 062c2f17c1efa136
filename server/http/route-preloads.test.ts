import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createIndexPage,
  matchScore,
  pageStatus,
  readRoutePreloads,
  ROUTE_PRELOADS_FILE,
  routeFor,
  withRoutePreloads,
  type RoutePreload,
} from "./route-preloads.ts";
import { inlineScriptHashes } from "./security-headers.ts";

const route = (path: string, scripts: string[] = [`/assets${path}.js`]): RoutePreload => ({
  path,
  scripts,
  styles: [],
});

const ROUTES = [
  route("/"),
  route("/login"),
  route("/manager/users"),
  route("/manager/users/new"),
  route("/manager/users/:id"),
  route("/manager/users/:id/update"),
  route("/*"),
];

const HTML = `<!doctype html><html><head><script>document.documentElement.lang = "en";</script>
<script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>`;

describe("routeFor", () => {
  it.each([
    ["/login", "/login"],
    ["/login/", "/login"],
    ["/manager/users", "/manager/users"],
    ["/manager/users/new", "/manager/users/new"],
    ["/manager/users/42", "/manager/users/:id"],
    ["/manager/users/42/update", "/manager/users/:id/update"],
    ["/", "/"],
    ["/nothing/here", "/*"],
    ["/manager/users/42/update/more", "/*"],
  ])("%s is the route %s", (pathname, pattern) => {
    expect(routeFor(ROUTES, pathname)?.path).toBe(pattern);
  });

  it("ranks a static segment above a parameter, a parameter above a splat", () => {
    expect(matchScore("/a/b", "/a/b")).toBeGreaterThan(matchScore("/a/:x", "/a/b"));
    expect(matchScore("/a/:x", "/a/b")).toBeGreaterThan(matchScore("/*", "/a/b"));
    expect(matchScore("/a/b", "/a/c")).toBe(-1);
  });

  it("matches no route when the table has no splat and nothing fits", () => {
    expect(routeFor([route("/login")], "/elsewhere")).toBeUndefined();
  });
});

describe("pageStatus", () => {
  it("is 404 where only the catch-all matches, 200 for any route of the table", () => {
    expect(pageStatus(ROUTES, "/no/such/page")).toBe(404);
    expect(pageStatus(ROUTES, "/manager/users/7/update/more")).toBe(404);
    expect(pageStatus(ROUTES, "/manager/users/7")).toBe(200);
    expect(pageStatus(ROUTES, "/")).toBe(200);
  });

  it("is 404 when nothing matches a table without a catch-all, 200 without a table", () => {
    expect(pageStatus([route("/login")], "/elsewhere")).toBe(404);
    expect(pageStatus([], "/elsewhere")).toBe(200);
  });
});

describe("withRoutePreloads", () => {
  it("adds the route's chunks before </head> and leaves the inline scripts as they were", () => {
    const served = withRoutePreloads(HTML, route("/login", ["/assets/a.js", "/assets/b.js"]));
    expect(served).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(served).toContain('<link rel="modulepreload" crossorigin href="/assets/b.js">');
    expect(served.indexOf("/assets/b.js")).toBeLessThan(served.indexOf("</head>"));
    // The Content-Security-Policy hashes the page read at start: it must still match.
    expect(inlineScriptHashes(served)).toEqual(inlineScriptHashes(HTML));
  });

  it("escapes what it writes into attributes", () => {
    const served = withRoutePreloads(HTML, route("/x", ['/assets/"><script>x</script>.js']));
    expect(served).not.toContain("<script>x</script>");
    expect(inlineScriptHashes(served)).toEqual(inlineScriptHashes(HTML));
  });

  it("serves the page unchanged for a route without chunks of its own", () => {
    expect(withRoutePreloads(HTML, route("/", []))).toBe(HTML);
    expect(withRoutePreloads(HTML, undefined)).toBe(HTML);
  });

  it("builds each route's page once", () => {
    const page = createIndexPage(HTML, ROUTES);
    expect(page("/manager/users/1")).toBe(page("/manager/users/2"));
    expect(page("/manager/users/1")).toContain("/assets/manager/users/:id.js");
  });
});

describe("readRoutePreloads", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (content: string) => {
    dir = mkdtempSync(join(tmpdir(), "groundwork-preloads-"));
    const file = join(dir, ROUTE_PRELOADS_FILE);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return dir;
  };

  it("reads the build's list", () => {
    expect(readRoutePreloads(write(JSON.stringify(ROUTES)))).toEqual(ROUTES);
  });

  it("gives no hints, and no error, without a list or with a broken one", () => {
    dir = mkdtempSync(join(tmpdir(), "groundwork-preloads-"));
    expect(readRoutePreloads(dir)).toEqual([]);
    expect(readRoutePreloads(write("{not json"))).toEqual([]);
    expect(readRoutePreloads(write('{"path": "/login"}'))).toEqual([]);
  });
});
