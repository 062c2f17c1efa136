import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { ROUTE_PRELOADS_FILE } from "../server/http/route-preloads.ts";
import { routePreloadList } from "./route-preload-list.ts";
import { routesFromRouter, type RouteModules } from "./route-table.ts";
import { jsBudgetFor, WEB_BUDGETS } from "./web-budgets.ts";

/** The parts of a built chunk the report reads (Rolldown's OutputChunk has them all). */
export type BuiltChunk = {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  css: string[];
};

export type RouteSize = {
  path: string;
  /** Compressed bytes of the JavaScript and of the CSS the route loads first. */
  js: number;
  css: number;
  /** The chunk files, for checking what a route pulls in. */
  files: string[];
  /** The stylesheet files those chunks bring. */
  styles: string[];
  /** Every module in those chunks (absolute ids), to assert what must stay out. */
  moduleIds: string[];
};

// hono/compress (server/app.ts) leaves bodies under 1 kB as they are; above, gzip at zlib's
// default level, which is what gzipSync does.
const COMPRESS_THRESHOLD = 1024;

export function servedBytes(content: string | Uint8Array): number {
  const raw = typeof content === "string" ? Buffer.from(content) : content;
  return raw.byteLength < COMPRESS_THRESHOLD ? raw.byteLength : gzipSync(raw).byteLength;
}

const withoutExtension = (id: string) => id.split("?")[0]?.replace(/\.[cm]?[jt]sx?$/, "") ?? id;

/**
 * What each route downloads on first load: the entry chunk, the chunk of every lazy module
 * its route chain imports (layouts, page, loader), and all their static imports. Chunks
 * loaded later (dialogs, the calendar, a toast) are dynamic imports and not counted.
 */
export function routeSizes(
  chunks: BuiltChunk[],
  cssSources: Map<string, string | Uint8Array>,
  routes: RouteModules[],
): RouteSize[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) =>
    chunks.find((c) => c.facadeModuleId && withoutExtension(c.facadeModuleId) === module) ??
    chunks.find((c) => c.moduleIds.some((id) => withoutExtension(id) === module));
  const entries = chunks.filter((chunk) => chunk.isEntry);

  return routes.map(({ path, modules }) => {
    const files = new Set<string>();
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    entries.forEach(visit);
    for (const module of modules) {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`${path}: no chunk holds ${module}`);
      visit(chunk);
    }
    const loaded = [...files].map((file) => byFile.get(file) as BuiltChunk);
    const css = new Set(loaded.flatMap((chunk) => chunk.css));
    return {
      path,
      js: loaded.reduce((sum, chunk) => sum + servedBytes(chunk.code), 0),
      css: [...css].reduce((sum, file) => sum + servedBytes(cssSources.get(file) ?? ""), 0),
      files: [...files],
      styles: [...css],
      moduleIds: loaded.flatMap((chunk) => chunk.moduleIds),
    };
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Every budget a route breaks, as readable lines (empty when all hold). */
export function budgetFailures(sizes: RouteSize[]): string[] {
  return sizes.flatMap(({ path, js, css, files }) => {
    const failures: string[] = [];
    const budget = jsBudgetFor(path);
    if (budget !== undefined && js > budget * 1000) {
      failures.push(`${path}: ${kB(js)} kB of JavaScript, budget ${budget} kB`);
    }
    if (css > WEB_BUDGETS.cssKB * 1000) {
      failures.push(`${path}: ${kB(css)} kB of CSS, budget ${WEB_BUDGETS.cssKB} kB`);
    }
    if (files.length > WEB_BUDGETS.jsFiles) {
      failures.push(`${path}: ${files.length} JavaScript files, budget ${WEB_BUDGETS.jsFiles}`);
    }
    return failures;
  });
}

export function formatSizeReport(sizes: RouteSize[]): string {
  const width = Math.max(...sizes.map(({ path }) => path.length));
  const lines = sizes.map(({ path, js, css, files }) => {
    const budget = jsBudgetFor(path);
    const limit =
      budget === undefined ? "" : ` / ${budget} kB${js > budget * 1000 ? "  OVER" : ""}`;
    const count = `${files.length} files`.padStart(8);
    return `  ${path.padEnd(width)}  JS ${kB(js).padStart(6)} kB${limit} ${count}   CSS ${kB(css)} kB`;
  });
  return ["First-load size per route (gzip, vite/web-budgets.ts):", ...lines].join("\n");
}

/** Rolldown's bundle (or build output) as the report's chunks and stylesheet sources. */
export function readBundle(output: Iterable<unknown>) {
  const chunks: BuiltChunk[] = [];
  const cssSources = new Map<string, string | Uint8Array>();
  for (const item of output as Iterable<Record<string, unknown>>) {
    if (item.type === "chunk") {
      const meta = item.viteMetadata as { importedCss?: Set<string> } | undefined;
      chunks.push({
        fileName: item.fileName as string,
        code: item.code as string,
        imports: item.imports as string[],
        isEntry: item.isEntry as boolean,
        facadeModuleId: (item.facadeModuleId as string | null) ?? null,
        moduleIds: item.moduleIds as string[],
        css: [...(meta?.importedCss ?? [])],
      });
    } else if (typeof item.fileName === "string" && item.fileName.endsWith(".css")) {
      cssSources.set(item.fileName, item.source as string | Uint8Array);
    }
  }
  return { chunks, cssSources };
}

/** Sizes of every route in `web/router.tsx` (at `routerFile`) for a build's output. */
export async function measureRoutes(output: Iterable<unknown>, routerFile: string) {
  const typescript = (await import("typescript")).default;
  const routes = routesFromRouter(typescript, await readFile(routerFile, "utf8"), routerFile);
  const { chunks, cssSources } = readBundle(output);
  return routeSizes(chunks, cssSources, routes);
}

/**
 * Prints the per-route report after `vite build`, warns about broken budgets, and writes
 * each route's chunk list for the server's preload hints (ROUTE_PRELOADS_FILE).
 */
export function sizeReportPlugin(routerFile: string): Plugin {
  let sizes: RouteSize[] = [];
  let base = "/";
  return {
    name: "groundwork:size-report",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const output = Object.values(bundle);
      sizes = await measureRoutes(output, routerFile);
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloadList(readBundle(output).chunks, sizes, base)),
      });
    },
    closeBundle() {
      if (sizes.length === 0) return;
      const logger = this.environment.logger;
      logger.info(`\n${formatSizeReport(sizes)}`);
      for (const failure of budgetFailures(sizes)) logger.warn(`Over budget: ${failure}`);
    },
  };
}
