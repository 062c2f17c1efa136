import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routesFromRouter } from "./route-table.ts";
import { budgetFailures, measureRoutes, type RouteSize } from "./size-report.ts";
import { jsBudgetFor } from "./web-budgets.ts";

const fromRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const ROUTER = fromRoot("web/router.tsx");

// Modules the public sign-in screens must not download (issue 14).
const NOT_ON_PUBLIC_PAGES = [
  /node_modules[\\/](relay-runtime|react-relay)[\\/]/,
  /node_modules[\\/](react-day-picker|date-fns|vaul|sonner|zod|better-auth)[\\/]/,
  /[\\/]web[\\/]features[\\/](user|repository|dashboard|account|api-key)[\\/]/,
  /[\\/]web[\\/]layout[\\/](manager[\\/]|app[\\/](layout-app|app-nav))/,
];

describe("route sizes of a fresh production build", () => {
  let outDir = "";
  let sizes: RouteSize[] = [];

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
    const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    if (!output) throw new Error("vite build returned no output");
    sizes = await measureRoutes(output.output, ROUTER);
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
