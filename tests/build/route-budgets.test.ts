import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import ts from "typescript";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/i18n/locales.ts";
import { ROUTE_PRELOADS_FILE, type RoutePreload } from "../../server/http/route-preloads.ts";
import { bootScript } from "../../vite/boot-script.ts";
import { readModule, routesFromRouter } from "../../vite/route-table.ts";
import { jsBudgetFor, WEB_BUDGETS } from "./web-budgets.ts";

// What each route of a fresh production build downloads on first load, against the budgets
// (tests/build/web-budgets.ts, docs/decisions/027): index.html's scripts and stylesheets plus
// the route's preloads from the build's route table (vite/route-table.ts), which is what the
// server adds to the page. Chunks loaded later (dialogs, the calendar, a toast) are not counted.

const fromRoot = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

// Modules the public sign-in screens must not download.
const NOT_ON_PUBLIC_PAGES = [
  /node_modules[\\/](relay-runtime|react-relay)[\\/]/,
  /node_modules[\\/](react-day-picker|date-fns|vaul|sonner|zod|better-auth)[\\/]/,
  /[\\/]web[\\/]features[\\/](user|repository|dashboard|account|api-key)[\\/]/,
  /[\\/]web[\\/]layout[\\/](manager[\\/]|app[\\/](layout-app|app-nav))/,
];

type RouteSize = { path: string; js: number; css: number; files: string[]; moduleIds: string[] };

let outDir = "";
let output: Rolldown.RolldownOutput["output"] = [] as never;
let html = "";
let table: RoutePreload[] = [];
let sizes: RouteSize[] = [];

/** Bytes as the server sends them: hono/compress gzips bodies from 1 kB, at zlib's default. */
const served = (content: string | Uint8Array) =>
  content.length < 1024 ? content.length : gzipSync(content).byteLength;

// Catches a hang, not slowness: the build takes 20 s on a quiet 2-core machine and passed
// 120 s beside a fresh-clone CI run (load 10-14).
const HANG_GUARD = 600_000;

// Builds now (in memory) rather than reading dist/web, which may be stale.
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "groundwork-size-"));
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  const result = await build({
    configFile: fromRoot("vite.config.ts"),
    mode: "production",
    logLevel: "silent",
    build: { outDir, write: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const [built] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  if (!built) throw new Error("vite build returned no output");
  output = built.output;
  const source = (fileName: string) => {
    const item = output.find((candidate) => candidate.fileName === fileName);
    return item?.type === "asset" ? String(item.source) : "";
  };
  html = source("index.html");
  table = JSON.parse(source(ROUTE_PRELOADS_FILE) || "[]") as RoutePreload[];
  const inPage = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, url]) => url);
  sizes = table.map(({ path, scripts, styles }) => {
    const urls = new Set([...inPage, ...scripts, ...styles]);
    const loaded = output.filter((item) => urls.has(`/${item.fileName}`));
    const chunks = loaded.filter((item) => item.type === "chunk");
    const css = loaded.filter((item) => item.type === "asset" && item.fileName.endsWith(".css"));
    return {
      path,
      js: chunks.reduce((sum, chunk) => sum + served(chunk.code), 0),
      css: css.reduce((sum, asset) => sum + served(asset.type === "asset" ? asset.source : ""), 0),
      files: chunks.map((chunk) => chunk.fileName),
      moduleIds: chunks.flatMap((chunk) => chunk.moduleIds),
    };
  });
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
  const lines = sizes.map(
    ({ path, js, css, files }) =>
      `  ${path.padEnd(26)} JS ${kB(js)} (${files.length} files)  CSS ${kB(css)}`,
  );
  console.log(["First-load size per route (gzip):", ...lines].join("\n"));
}, HANG_GUARD);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("a fresh production build", () => {
  it("lists every route of web/router.tsx, the budgeted ones included", async () => {
    const router = fromRoot("web/router.tsx");
    const { readFile } = await import("node:fs/promises");
    const routes = routesFromRouter(ts, await readFile(router, "utf8"), router, readModule);
    expect(table.map(({ path }) => path)).toEqual(routes.map(({ path }) => path));
    // Declared on navigation (docs/decisions/120), still served with their chunks, not as 404s.
    const organization = table.find(({ path }) => path === "/app/organizations/:slug");
    expect(organization?.scripts.some((url) => /router-organizations/.test(url))).toBe(true);
    expect(organization?.scripts.some((url) => /page-app-organization-/.test(url))).toBe(true);
    expect(sizes.filter(({ path }) => jsBudgetFor(path) !== undefined).length).toBeGreaterThan(10);
  });

  it("keeps every route within its budget", () => {
    const over = sizes.flatMap(({ path, js, css }) => {
      const budget = jsBudgetFor(path);
      return [
        ...(budget !== undefined && js > budget * 1000 ? [`${path}: ${js} B of JavaScript`] : []),
        ...(css > WEB_BUDGETS.cssKB * 1000 ? [`${path}: ${css} B of CSS`] : []),
      ];
    });
    expect(over).toEqual([]);
  });

  it("keeps Relay, the widgets, zod, better-auth and signed-in code off the sign-in screens", () => {
    for (const path of ["/login", "/login/verify", "/login/second-factor", "/login/error"]) {
      const ids = sizes.find((size) => size.path === path)?.moduleIds ?? [];
      expect(ids.length).toBeGreaterThan(0);
      const offending = ids.filter((id) => NOT_ON_PUBLIC_PAGES.some((re) => re.test(id)));
      expect({ path, offending }).toEqual({ path, offending: [] });
    }
  });

  it("loads the QR code library with the second-factor setup, not with the account page", () => {
    const uqr = /node_modules[\\/]uqr[\\/]/;
    for (const path of ["/app/account", "/manager/account"]) {
      const ids = sizes.find((size) => size.path === path)?.moduleIds ?? [];
      expect(ids.length).toBeGreaterThan(0);
      expect({ path, uqr: ids.filter((id) => uqr.test(id)) }).toEqual({ path, uqr: [] });
    }
    const chunks = output.flatMap((item) => (item.type === "chunk" ? item.moduleIds : []));
    expect(chunks.some((id) => uqr.test(id))).toBe(true);
  });

  it("preloads, for each route, the chunks of its lazy modules", () => {
    const pages = sizes.find(({ path }) => path === "/manager/users/:id")?.moduleIds ?? [];
    expect(pages.some((id) => /page-manager-user\.tsx$/.test(id))).toBe(true);
    const login = table.find(({ path }) => path === "/login")?.scripts ?? [];
    expect(login.length).toBeGreaterThan(0);
  });

  it("inlines the boot script built from web/boot.ts in index.html", async () => {
    expect(html).toContain(`<script>${await bootScript()}</script>`);
  });

  it("makes chunks that never import each other in a cycle", () => {
    const imports = new Map(
      output.flatMap((item) => (item.type === "chunk" ? [[item.fileName, item.imports]] : [])),
    );
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void cycles.push([...path, file].join(" → "));
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of imports.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("keeps the GraphQL playground out of every route", () => {
    const offending = sizes.flatMap(({ path, moduleIds }) =>
      moduleIds.filter((id) => /graphiql/i.test(id)).map((id) => `${path}: ${id}`),
    );
    expect(offending).toEqual([]);
  });

  it("ships one precompiled catalogue per language, the models' messages merged in", () => {
    const catalogues = output.filter(
      (file) => file.type === "asset" && file.names.some((name) => name.endsWith(".json")),
    );
    expect(
      catalogues
        .map((file) => (file.type === "asset" ? file.names : []))
        .flat()
        .sort(),
    ).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
    for (const file of catalogues) {
      const messages = JSON.parse(String(file.type === "asset" ? file.source : "")) as object;
      // An ICU tree (an array) is what the parser-less formatjs of the build reads.
      expect(Object.values(messages).filter((message) => !Array.isArray(message))).toEqual([]);
    }
    // An inlined catalogue is a data: URL, which the page's connect-src refuses.
    const chunks = output.flatMap((file) => (file.type === "chunk" ? [file.code] : []));
    expect(chunks.filter((code) => code.includes("data:application/json"))).toEqual([]);
  });
});

describe("routesFromRouter", () => {
  it("joins paths and follows lazy imports through constants", () => {
    const source = `
      const shared = page(() => import("./shared"), (m) => m.Shared);
      export const router = createBrowserRouter([
        { path: "/", lazy: page(() => import("./root"), (m) => m.Root), children: [
          { index: true, loader: lazyLoader(() => import("./home-loader"), (m) => m.load) },
          { path: "a/:id", lazy: shared },
        ] },
      ]);`;
    expect(routesFromRouter(ts, source, "/w/router.tsx")).toEqual([
      { path: "/", modules: ["/w/root", "/w/home-loader"] },
      { path: "/a/:id", modules: ["/w/root", "/w/shared"] },
    ]);
  });

  it("adds the routes a module of the router's options patches in, below their parent's id", () => {
    const source = `
      const ROOT_ID = "root";
      const more = () => import("./more-routes");
      export const router = createBrowserRouter(
        [{ id: ROOT_ID, path: "/", lazy: page(() => import("./root"), (m) => m.Root), children: [
          { path: "a", lazy: page(() => import("./a"), (m) => m.A) },
        ] }],
        { patchRoutesOnNavigation: async ({ patch }) => patch(ROOT_ID, (await more()).routes) },
      );`;
    const modules: Record<string, string> = {
      "/w/more-routes": `
        const loaders = () => import("./b-loader");
        export const routes = [[ROOT_ID, [
          { path: "b/:id", loader: lazyLoader(loaders, (m) => m.b), lazy: page(() => import("./b"), (m) => m.B) },
        ]]];`,
    };
    const read = (module: string) => modules[module] ?? "";
    expect(routesFromRouter(ts, source, "/w/router.tsx", read)).toEqual([
      { path: "/a", modules: ["/w/root", "/w/a"] },
      { path: "/b/:id", modules: ["/w/root", "/w/more-routes", "/w/b-loader", "/w/b"] },
    ]);
    const unknownParent = {
      "/w/more-routes": "export const routes = [[OTHER_ID, [{ path: 'c' }]]];",
    };
    expect(() =>
      routesFromRouter(
        ts,
        source,
        "/w/router.tsx",
        (module) => unknownParent[module as "/w/more-routes"],
      ),
    ).toThrow(/OTHER_ID/);
  });
});
