import { dirname, resolve } from "node:path";
import type ts from "typescript";

/** A leaf route of web/router.tsx and the lazily imported modules its first load needs. */
export type RouteModules = {
  /** Full path pattern, e.g. `/manager/users/:id`. */
  path: string;
  /** Absolute file paths without extension, from the outermost route to the leaf. */
  modules: string[];
};

type TypeScript = typeof ts;

function joinPath(parent: string, segment: string): string {
  if (segment === "") return parent;
  if (segment.startsWith("/")) return segment;
  return `${parent.replace(/\/$/, "")}/${segment}`;
}

/**
 * Reads the route table from the source of web/router.tsx: the array given to
 * `createBrowserRouter`, each route's `path`/`index`/`children`, and every `import("…")`
 * in the rest of its properties (its lazy `Component`, its `lazyLoader`), following
 * references to top-level constants. Static analysis on purpose: the table runs in a
 * browser and cannot be evaluated at build time.
 */
export function routesFromRouter(
  typescript: TypeScript,
  source: string,
  routerFile: string,
): RouteModules[] {
  const file = typescript.createSourceFile(
    routerFile,
    source,
    typescript.ScriptTarget.Latest,
    true,
    typescript.ScriptKind.TSX,
  );
  const constants = new Map<string, ts.Node>();
  let table: ts.ArrayLiteralExpression | undefined;

  const findTable = (node: ts.Node): void => {
    if (
      typescript.isCallExpression(node) &&
      typescript.isIdentifier(node.expression) &&
      node.expression.text === "createBrowserRouter" &&
      node.arguments[0] &&
      typescript.isArrayLiteralExpression(node.arguments[0])
    ) {
      table = node.arguments[0];
    }
    typescript.forEachChild(node, findTable);
  };
  for (const statement of file.statements) {
    if (!typescript.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (typescript.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  findTable(file);
  if (!table) throw new Error(`${routerFile}: no createBrowserRouter([...]) call found`);

  const directory = dirname(routerFile);
  const importsIn = (node: ts.Node, seen: Set<string>, found: string[]): void => {
    if (
      typescript.isCallExpression(node) &&
      node.expression.kind === typescript.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      typescript.isStringLiteral(node.arguments[0])
    ) {
      found.push(resolve(directory, node.arguments[0].text).replace(/\.[cm]?[jt]sx?$/, ""));
    }
    if (typescript.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text)) {
      seen.add(node.text);
      importsIn(constants.get(node.text) as ts.Node, seen, found);
    }
    typescript.forEachChild(node, (child) => importsIn(child, seen, found));
  };

  const routes: RouteModules[] = [];
  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of list.elements) {
      if (!typescript.isObjectLiteralExpression(element)) continue;
      let path = "";
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
          importsIn(property, new Set(), own);
        }
      }
      const fullPath = joinPath(parentPath, path);
      const modules = [...parentModules, ...own];
      if (children) walk(children, fullPath, modules);
      else routes.push({ path: fullPath || "/", modules });
    }
  };
  walk(table, "", []);
  return routes;
}
