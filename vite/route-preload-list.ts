import type { RoutePreload } from "../server/http/route-preloads.ts";
import type { BuiltChunk, RouteSize } from "./size-report.ts";

/**
 * What the server adds to index.html for each route (server/http/route-preloads.ts): the
 * route's first-load chunks and stylesheets minus those index.html already loads (the
 * entry and its static imports, which Vite links itself). `base` is Vite's public path.
 */
export function routePreloadList(
  chunks: BuiltChunk[],
  sizes: RouteSize[],
  base: string,
): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || initial.has(chunk.fileName)) return;
    initial.add(chunk.fileName);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  const initialStyles = new Set([...initial].flatMap((file) => byFile.get(file)?.css ?? []));
  const url = (file: string) => `${base.replace(/\/?$/, "/")}${file}`;
  return sizes.map(({ path, files, styles }) => ({
    path,
    scripts: files.filter((file) => !initial.has(file)).map(url),
    styles: styles.filter((file) => !initialStyles.has(file)).map(url),
  }));
}
