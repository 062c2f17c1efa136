import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_PRELOADS_FILE, type RoutePreload } from "../server/http/route-preloads.ts";
import { routesFromRouter } from "./route-table.ts";
import { budgetFailures, measureRoutes, type RouteSize } from "./size-report.ts";
import { jsBudgetFor } from "./web-budgets.ts";

const fromRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const ROUTER = fromRoot("web/router.tsx");

// Modules the public sign-in screens must not download.
const NOT_ON_PUBLIC_PAGES = [
  /node_modules[\\/](relay-runtime|react-relay)[\\/]/,
  /node_modules[\\/](react-day-picker|date-fns|vaul|sonner|zod|better-auth)[\\/]/,
  /[\\/]web[\\/]features[\\/](user|repository|dashboard|account|api-key)[\\/]/,
  /[\\/]web[\\/]layout[\\/](manager[\\/]|app[\\/](layout-app|app-nav))/,
];

describe("route sizes of a fresh production build", () => {
  let outDir = "";
  let sizes: RouteSize[] = [];
  let output: Rolldown.RolldownOutput["output"] = [] as never;

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
    sizes = await measureRoutes(output, ROUTER);
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("measures every route of the table, the budgeted ones included", () => {
    const paths = sizes.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining(["/login", "/app/repositories", "/manager/users"]),
    );
    expect(paths.filter((path) => jsBudgetFor(path) !== undefined).length).toBeGreaterThan(10);
  });

  it("keeps every route within its budget (vite/web-budgets.ts)", () => {
    expect(budgetFailures(sizes)).toEqual([]);
  });

  it("keeps Relay, the widgets, zod, better-auth and signed-in code off the sign-in screens", () => {
    for (const path of ["/login", "/login/verify", "/login/error"]) {
      const ids = sizes.find((size) => size.path === path)?.moduleIds ?? [];
      expect(ids.length).toBeGreaterThan(0);
      const offending = ids.filter((id) => NOT_ON_PUBLIC_PAGES.some((re) => re.test(id)));
      expect({ path, offending }).toEqual({ path, offending: [] });
    }
  });

  it("lists, for the server's preload hints, each route's files beyond index.html's", () => {
    const source = (fileName: string) => {
      const item = output.find((candidate) => candidate.fileName === fileName);
      return item?.type === "asset" ? String(item.source) : "";
    };
    const list = JSON.parse(source(ROUTE_PRELOADS_FILE) || "[]") as RoutePreload[];
    const html = source("index.html");
    expect(list.length).toBe(sizes.length);
    for (const { path, files } of sizes) {
      const listed = list.find((route) => route.path === path)?.scripts ?? [];
      const inPage = files.filter((file) => html.includes(`/${file}"`)).map((file) => `/${file}`);
      expect({ path, all: [...listed, ...inPage].sort() }).toEqual({
        path,
        all: files.map((file) => `/${file}`).sort(),
      });
    }
  });

  it("makes chunks that never import each other in a cycle", () => {
    const imports = new Map(
      output.flatMap((item) => (item.type === "chunk" ? [[item.fileName, item.imports]] : [])),
    );
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) return void cycles.push([...path, file].join(" → "));
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
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
});
