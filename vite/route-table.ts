import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type ts from "typescript";
import type { Plugin, Rolldown } from "vite";
import { ROUTE_PRELOADS_FILE, type RoutePreload } from "../server/http/route-preloads.ts";

// The server's route table (server/http/route-preloads.ts, docs/decisions/084): each route of
// web/router.tsx with the chunks its first load needs beyond index.html's.

/** A leaf route of web/router.tsx and the lazily imported modules its first load needs. */
export type RouteModules = {
  /** Full path pattern, e.g. `/manager/users/:id`. */
  path: string;
  /** Absolute file paths without extension, from the outermost route to the leaf. */
  modules: string[];
};

type TypeScript = typeof ts;
type Chunk = Rolldown.OutputChunk;

const withoutExtension = (id: string) => (id.split("?")[0] ?? id).replace(/\.[cm]?[jt]sx?$/, "");

function joinPath(parent: string, segment: string): string {
  if (segment === "") return parent;
  if (segment.startsWith("/")) return segment;
  return `${parent.replace(/\/$/, "")}/${segment}`;
}

/** A module's source by its absolute path without extension (`.tsx` or `.ts`). */
export type ReadModule = (module: string) => string;

/**
 * The routes of web/router.tsx's `createBrowserRouter(...)`, read from its source (it runs in a
 * browser only): paths joined, each route's `import("…")`s, top-level constants followed. A
 * module imported by the router's options (its `patchRoutesOnNavigation`) adds routes too: it
 * exports `[PARENT_ID, [...children]]` pairs, the parent named by the same constant as its
 * `id:` in the router; those routes also load that module.
 */
export function routesFromRouter(
  typescript: TypeScript,
  source: string,
  routerFile: string,
  read: ReadModule = () => {
    throw new Error(`${routerFile}: no reader for the modules its options import`);
  },
): RouteModules[] {
  const parse = (fileName: string, text: string) => {
    const file = typescript.createSourceFile(
      fileName,
      text,
      typescript.ScriptTarget.Latest,
      true,
      typescript.ScriptKind.TSX,
    );
    const constants = new Map<string, ts.Node>();
    for (const statement of file.statements) {
      if (!typescript.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (typescript.isIdentifier(declaration.name) && declaration.initializer) {
          constants.set(declaration.name.text, declaration.initializer);
        }
      }
    }
    return { file, constants, directory: dirname(fileName) };
  };
  type Parsed = ReturnType<typeof parse>;

  const router = parse(routerFile, source);
  const arrayIn = (node: ts.Node | undefined, { constants }: Parsed) => {
    const value =
      node && typescript.isIdentifier(node) && constants.has(node.text)
        ? constants.get(node.text)
        : node;
    return value && typescript.isArrayLiteralExpression(value) ? value : undefined;
  };
  let call: ts.CallExpression | undefined;
  const findCall = (node: ts.Node): void => {
    if (
      typescript.isCallExpression(node) &&
      typescript.isIdentifier(node.expression) &&
      node.expression.text === "createBrowserRouter"
    ) {
      call = node;
    }
    typescript.forEachChild(node, findCall);
  };
  findCall(router.file);
  const table = arrayIn(call?.arguments[0], router);
  if (!call || !table) throw new Error(`${routerFile}: no createBrowserRouter([...]) call found`);

  const importsIn = (node: ts.Node, context: Parsed, seen: Set<string>, found: string[]): void => {
    if (
      typescript.isCallExpression(node) &&
      node.expression.kind === typescript.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      typescript.isStringLiteral(node.arguments[0])
    ) {
      found.push(withoutExtension(resolve(context.directory, node.arguments[0].text)));
    }
    if (typescript.isIdentifier(node) && context.constants.has(node.text) && !seen.has(node.text)) {
      seen.add(node.text);
      importsIn(context.constants.get(node.text) as ts.Node, context, seen, found);
    }
    typescript.forEachChild(node, (child) => importsIn(child, context, seen, found));
  };

  const routes: RouteModules[] = [];
  /** Routes with an `id:`, by the text naming it (`ROOT_ROUTE_ID`, `"root"`). */
  const byId = new Map<string, { path: string; modules: string[] }>();
  const walk = (
    list: ts.ArrayLiteralExpression,
    context: Parsed,
    parentPath: string,
    parentModules: string[],
  ) => {
    for (const element of list.elements) {
      if (!typescript.isObjectLiteralExpression(element)) continue;
      let path = "";
      let id = "";
      let children: ts.ArrayLiteralExpression | undefined;
      const own: string[] = [];
      for (const property of element.properties) {
        const name =
          property.name && typescript.isIdentifier(property.name) ? property.name.text : "";
        if (typescript.isPropertyAssignment(property) && name === "path") {
          if (typescript.isStringLiteral(property.initializer)) path = property.initializer.text;
        } else if (
          typescript.isPropertyAssignment(property) &&
          name === "children" &&
          typescript.isArrayLiteralExpression(property.initializer)
        ) {
          children = property.initializer;
        } else {
          if (typescript.isPropertyAssignment(property) && name === "id") {
            id = property.initializer.getText(context.file);
          }
          importsIn(property, context, new Set(), own);
        }
      }
      const fullPath = joinPath(parentPath, path);
      const modules = [...parentModules, ...own];
      if (id) byId.set(id, { path: fullPath, modules });
      if (children) walk(children, context, fullPath, modules);
      else routes.push({ path: fullPath || "/", modules });
    }
  };
  walk(table, router, "", []);

  const patchModules: string[] = [];
  call.arguments.slice(1).forEach((options) => importsIn(options, router, new Set(), patchModules));
  for (const module of patchModules) {
    const context = parse(module, read(module));
    for (const initializer of context.constants.values()) {
      if (!typescript.isArrayLiteralExpression(initializer)) continue;
      for (const pair of initializer.elements) {
        if (!typescript.isArrayLiteralExpression(pair)) continue;
        const [parentId, children] = pair.elements;
        const list = arrayIn(children, context);
        if (!parentId || !list) continue;
        const name = parentId.getText(context.file);
        const parent = byId.get(name);
        if (!parent) throw new Error(`${module}: no route of the router has the id ${name}`);
        walk(list, context, parent.path, [...parent.modules, module]);
      }
    }
  }
  return routes;
}

/** Each route's preloads: its first-load chunks and stylesheets minus index.html's. */
export function routePreloads(chunks: Chunk[], routes: RouteModules[], base: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Chunk[]) => {
    const files = new Set<string>();
    const visit = (chunk: Chunk | undefined) => {
      if (!chunk || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    start.forEach(visit);
    return files;
  };
  const styles = (files: Set<string>) =>
    new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
  const chunkOf = (module: string) =>
    chunks.find((c) => c.facadeModuleId && withoutExtension(c.facadeModuleId) === module) ??
    chunks.find((c) => c.moduleIds.some((id) => withoutExtension(id) === module));
  const initial = closure(chunks.filter((chunk) => chunk.isEntry));
  const initialStyles = styles(initial);
  const url = (file: string) => `${base.replace(/\/?$/, "/")}${file}`;
  return routes.map(({ path, modules }): RoutePreload => {
    const files = closure(
      modules.map((module) => {
        const chunk = chunkOf(module);
        if (!chunk) throw new Error(`${path}: no chunk holds ${module}`);
        return chunk;
      }),
    );
    return {
      path,
      scripts: [...files].filter((file) => !initial.has(file)).map(url),
      styles: [...styles(files)].filter((file) => !initialStyles.has(file)).map(url),
    };
  });
}

/** Reads a module of the web app by its path without extension. */
export const readModule: ReadModule = (module) => {
  const file = [".tsx", ".ts"].map((extension) => module + extension).find(existsSync);
  if (!file) throw new Error(`${module}: no .tsx or .ts file`);
  return readFileSync(file, "utf8");
};

/** Writes ROUTE_PRELOADS_FILE into the build, for the server. */
export function routeTablePlugin(routerFile: string): Plugin {
  let base = "/";
  return {
    name: "groundwork:route-table",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      // Loaded here only: development and vitest never need the compiler.
      const typescript = (await import("typescript")).default;
      const routes = routesFromRouter(
        typescript,
        await readFile(routerFile, "utf8"),
        routerFile,
        readModule,
      );
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const source = JSON.stringify(routePreloads(chunks, routes, base));
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source });
    },
  };
}
