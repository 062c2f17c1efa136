import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import ts from "typescript";
import { readFile } from "node:fs/promises";
import { routesFromRouter, type RouteModules } from "./route-table.ts";

// Chunks by route set (docs/decisions/027). Left to itself the bundler makes a chunk for
// every set of lazy modules (a layout, a page, a loader) sharing code: /app/repositories
// needed 28 files, most under 2 kB. On a phone over HTTP/1.1 (six connections, a round trip
// per file) that cost more than the bytes. Here a module goes to the chunk of the exact set
// of routes (web/router.tsx leaves) whose first load needs it, so a route still downloads
// only code it runs, in fewer files. Modules the entry loads go to one "shell" chunk;
// modules only dialogs or widgets import keep the bundler's own splitting.
//
// A chunk under FOLD_BELOW bytes joins the narrowest larger chunk needed by every route of
// its set whose routes also load every chunk it imports: a few routes then download a few
// hundred bytes they do not run, and the others save a round trip. Since a chunk only ever
// imports chunks needed by more routes (or the shell, or libraries), chunk imports never form
// a cycle. An icon of the signed-in pages imports the icon runtime, which /login loads too: it
// joins a signed-in chunk, not the runtime's, so /login does not carry it (ADR 037).

export const SHELL = "shell";
const FOLD_BELOW = 4000;
/**
 * A chunk this small that imports nothing but the shell and libraries, and has no larger chunk
 * to join, joins the shell: a primitive used by most signed-in routes (a card, an input) is a
 * few hundred bytes for everyone, where a file of its own is a round trip for each of them.
 */
const SHELL_FOLD_BELOW = 1500;

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[] };
type ModuleGraph = {
  ids: readonly string[];
  info(id: string): (ModuleInfo & { isEntry: boolean; code: string | null }) | null;
};

const withoutExtension = (id: string) => (id.split("?")[0] ?? id).replace(/\.[cm]?[jt]sx?$/, "");
const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "");

function setName(paths: string[]): string {
  if (paths.length === 1) return `route${slug(paths[0] ?? "") || "-root"}`;
  return `routes-${createHash("sha256").update(paths.join("\n")).digest("hex").slice(0, 6)}`;
}

const covers = (wide: readonly number[], narrow: readonly number[]) =>
  narrow.every((route) => wide.includes(route));

/**
 * The chunk name of every module on some route's first load. `capturedElsewhere` tells
 * the modules higher-priority groups (React, Relay) take, which never import app code.
 */
export function planRouteChunks(
  graph: ModuleGraph,
  routes: RouteModules[],
  capturedElsewhere: (id: string) => boolean,
): Map<string, string> {
  const routesOf = new Map<string, number[]>();
  routes.forEach(({ modules }, index) => {
    for (const module of modules) routesOf.set(module, [...(routesOf.get(module) ?? []), index]);
  });

  // Which routes (or the entry) reach each module through static imports.
  const sets = new Map<string, { shell: boolean; routes: Set<number> }>();
  for (const id of graph.ids) {
    const reached = { shell: false, routes: new Set<number>() };
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const info = graph.info(current);
      if (!info) continue;
      if (info.isEntry) reached.shell = true;
      routesOf.get(withoutExtension(current))?.forEach((index) => reached.routes.add(index));
      for (const importer of info.importers.filter((importer) => !seen.has(importer))) {
        seen.add(importer);
        queue.push(importer);
      }
    }
    if (reached.shell || reached.routes.size > 0) sets.set(id, reached);
  }

  const names = new Map<string, string>();
  // The bundler's runtime helpers, which every chunk imports.
  for (const id of graph.ids) if (/rolldown[\\/]runtime/.test(id)) names.set(id, SHELL);
  const chunks = new Map<string, { routes: number[]; modules: string[]; bytes: number }>();
  for (const [id, { shell, routes: reached }] of sets) {
    if (capturedElsewhere(id)) continue;
    if (shell) {
      names.set(id, SHELL);
      continue;
    }
    const indexes = [...reached].sort((a, b) => a - b);
    const name = setName(indexes.map((index) => routes[index]?.path ?? "").sort());
    const chunk = chunks.get(name) ?? { routes: indexes, modules: [], bytes: 0 };
    chunk.modules.push(id);
    chunk.bytes += graph.info(id)?.code?.length ?? 0;
    chunks.set(name, chunk);
    names.set(id, name);
  }

  const folded = new Map<string, string>();
  for (const [name, chunk] of chunks) {
    if (chunk.bytes >= FOLD_BELOW) continue;
    const targets = new Set<string>();
    for (const id of chunk.modules) {
      for (const imported of graph.info(id)?.importedIds ?? []) {
        const target = names.get(imported);
        if (target && target !== SHELL && target !== name) {
          targets.add(target);
        }
      }
    }
    // A chunk may take this one if its routes load every chunk this one imports (or it is
    // that chunk): joining then makes none of them download anything new.
    const candidates = [...chunks.keys()].filter(
      (other) =>
        other !== name &&
        !folded.has(other) &&
        [...targets].every(
          (target) =>
            target === other ||
            covers(chunks.get(target)?.routes ?? [], chunks.get(other)?.routes ?? []),
        ),
    );
    const superset = candidates
      .map((other) => ({ other, routes: chunks.get(other)?.routes ?? [] }))
      .filter(({ other, routes: wider }) => {
        const bigger = chunks.get(other);
        return (
          bigger !== undefined &&
          bigger.bytes >= FOLD_BELOW &&
          wider.length > chunk.routes.length &&
          covers(wider, chunk.routes)
        );
      })
      .sort((a, b) => a.routes.length - b.routes.length || a.other.localeCompare(b.other))[0];
    if (superset) folded.set(name, superset.other);
    else if (
      chunk.bytes < SHELL_FOLD_BELOW &&
      chunk.modules.every((id) =>
        // Only what the entry already loads (the shell, React): never a library of its own.
        (graph.info(id)?.importedIds ?? []).every(
          (imported) => names.get(imported) === SHELL || sets.get(imported)?.shell === true,
        ),
      )
    )
      folded.set(name, SHELL);
  }
  for (const [id, name] of names) names.set(id, folded.get(name) ?? name);
  return names;
}

/**
 * The plugin plans the chunks once the module graph is complete; `group` is the Rolldown
 * code-splitting group (lowest priority) that applies the plan.
 */
export function routeChunks(routerFile: string, capturedElsewhere: (id: string) => boolean) {
  let plan = new Map<string, string>();
  const plugin: Plugin = {
    name: "groundwork:route-chunks",
    apply: "build",
    async buildEnd() {
      const routes = routesFromRouter(ts, await readFile(routerFile, "utf8"), routerFile);
      const graph: ModuleGraph = {
        ids: [...this.getModuleIds()],
        info: (id) => this.getModuleInfo(id),
      };
      plan = planRouteChunks(graph, routes, capturedElsewhere);
    },
  };
  const group = {
    name: (id: string) => plan.get(id) ?? null,
    debugName: "routes",
    priority: 1,
    // Each module goes where its own route set says, not where its importer went.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
