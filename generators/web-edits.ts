import {
  Node,
  SyntaxKind,
  VariableDeclarationKind,
  type ArrayLiteralExpression,
  type SourceFile,
} from "ts-morph";
import type { Edit } from "./edits.ts";
import type { ModelContext } from "./names.ts";

// The web app's lists a model joins: routes, navigation entries, the root lists Relay updates
// and the route budgets. Located in the syntax tree; each edit can take its entries out again.

type WebEdit = Edit & { when?: (model: ModelContext) => boolean };

const pascalIcon = (icon: string) =>
  icon.replace(/(^|-)([a-z0-9])/g, (_all, _dash: string, letter: string) => letter.toUpperCase());
/** The icon's import name, kept apart from the components' own names. */
const iconName = (model: ModelContext) => `${pascalIcon(model.icon)}Icon`;

function addDefaultImport(file: SourceFile, name: string, moduleSpecifier: string) {
  if (file.getImportDeclaration(moduleSpecifier)) return;
  const lucide = file
    .getImportDeclarations()
    .filter((declaration) =>
      declaration.getModuleSpecifierValue().startsWith("lucide-react/icons/"),
    );
  const index = lucide.length ? lucide.at(-1)!.getChildIndex() + 1 : 0;
  file.insertImportDeclaration(index, { defaultImport: name, moduleSpecifier });
}

/** The route objects' array holding the object whose `lazy` names `page` (an area's children). */
function routesOf(file: SourceFile, page: string): ArrayLiteralExpression {
  const route = file
    .getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)
    .find(
      (object) =>
        new RegExp(`m\\.${page}\\b`).test(object.getProperty("lazy")?.getText() ?? "") &&
        Node.isArrayLiteralExpression(object.getParent()),
    );
  if (!route) throw new Error(`no route renders ${page}`);
  return route.getParentIfKindOrThrow(SyntaxKind.ArrayLiteralExpression);
}

function removeRoutes(file: SourceFile, model: ModelContext) {
  for (const object of file.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) {
    if (object.wasForgotten()) continue;
    const loader = object.getProperty("loader")?.getText() ?? "";
    const parent = object.getParent();
    if (loader.includes(`${model.name}Loaders,`) && Node.isArrayLiteralExpression(parent)) {
      parent.removeElement(object);
    }
  }
}

function routeObjects(model: ModelContext, area: "App" | "Manager") {
  const entry = (path: string, loader: string, file: string, page: string) => `{
    path: "${path}",
    loader: lazyLoader(${model.name}Loaders, (m) => m.${loader}),
    lazy: page(
      () => import("./features/${model.name}/${file}"),
      (m) => m.${page},
    ),
  }`;
  return [
    entry(
      model.plural,
      `${model.plural}Loader`,
      `page-${model.plural}`,
      `Page${area}${model.Plural}`,
    ),
    entry(
      `${model.plural}/:id`,
      `${model.name}Loader`,
      `page-${model.name}`,
      `Page${area}${model.Name}`,
    ),
  ];
}

/** A JSX entry goes in after the element that holds `anchor`; `marker` finds it again. */
function jsxEntryAfter(file: SourceFile, anchor: string, text: string) {
  const element = file
    .getDescendantsOfKind(SyntaxKind.JsxSelfClosingElement)
    .find((node) => node.getText().includes(anchor));
  if (!element) throw new Error(`no element holds ${anchor}`);
  file.insertText(element.getEnd(), `\n${text}`);
}

function removeJsxEntry(file: SourceFile, marker: string) {
  file
    .getDescendantsOfKind(SyntaxKind.JsxSelfClosingElement)
    .find((node) => node.getText().includes(marker))
    ?.replaceWithText("");
}

/** Adds `| "value"` to a string-literal union type (a type alias, or a property's type). */
function addToUnion(node: Node, value: string) {
  const type = Node.isTypeAliasDeclaration(node) || Node.isPropertySignature(node) ? node : null;
  if (!type) throw new Error("not a union");
  const text = type.getTypeNodeOrThrow().getText();
  if (!text.includes(`"${value}"`)) type.setType(`${text} | "${value}"`);
}

function removeFromUnion(node: Node, value: string) {
  const type = Node.isTypeAliasDeclaration(node) || Node.isPropertySignature(node) ? node : null;
  if (!type) return;
  const members = type
    .getTypeNodeOrThrow()
    .asKindOrThrow(SyntaxKind.UnionType)
    .getTypeNodes()
    .map((member) => member.getText())
    .filter((member) => member !== `"${value}"`);
  type.setType(members.join(" | "));
}

export const WEB_EDITS: WebEdit[] = [
  {
    file: "web/router.tsx",
    why: "the list and detail routes with their loaders, in each area the model appears in",
    apply: (file, model) => {
      if (!file.getVariableDeclaration(`${model.name}Loaders`)) {
        const anchor = file.getVariableStatementOrThrow("repositoryLoaders");
        file.insertVariableStatement(anchor.getChildIndex() + 1, {
          declarationKind: VariableDeclarationKind.Const,
          declarations: [
            {
              name: `${model.name}Loaders`,
              initializer: `() => import("./features/${model.name}/loader-${model.plural}")`,
            },
          ],
        });
      }
      if (model.inApp) routesOf(file, "PageAppRepository").addElements(routeObjects(model, "App"));
      if (model.inManager) {
        routesOf(file, "PageManagerRepository").addElements(routeObjects(model, "Manager"));
      }
    },
    revert: (file, model) => {
      removeRoutes(file, model);
      file.getVariableStatement(`${model.name}Loaders`)?.remove();
    },
  },
  {
    file: "web/layout/app/app-nav.tsx",
    why: "the app's navigation entry",
    when: (model) => model.inApp,
    apply: (file, model) => {
      addDefaultImport(file, iconName(model), `lucide-react/icons/${model.icon}`);
      const entries = file
        .getVariableDeclarationOrThrow("ENTRIES")
        .getFirstDescendantByKindOrThrow(SyntaxKind.ArrayLiteralExpression);
      const at = entries.getElements().findIndex((e) => e.getText().includes('"/app/account"'));
      entries.insertElement(
        at,
        `{ to: "/app/${model.plural}", Icon: ${iconName(model)}, label: "layout.app.nav.${model.plural}" }`,
      );
    },
    revert: (file, model) => {
      file.getImportDeclaration(`lucide-react/icons/${model.icon}`)?.remove();
      const entries = file
        .getVariableDeclarationOrThrow("ENTRIES")
        .getFirstDescendantByKindOrThrow(SyntaxKind.ArrayLiteralExpression);
      const entry = entries
        .getElements()
        .find((e) => e.getText().includes(`"/app/${model.plural}"`));
      if (entry) entries.removeElement(entry);
    },
  },
  {
    file: "web/layout/manager/manager-nav.tsx",
    why: "the manager's navigation entry",
    when: (model) => model.inManager,
    apply: (file, model) => {
      addDefaultImport(file, iconName(model), `lucide-react/icons/${model.icon}`);
      addToUnion(file.getTypeAliasOrThrow("EntryName"), model.plural);
      jsxEntryAfter(
        file,
        'to="/manager/repositories"',
        `<Entry to="/manager/${model.plural}" Icon={${iconName(model)}} name="${model.plural}" />`,
      );
    },
    revert: (file, model) => {
      removeJsxEntry(file, `to="/manager/${model.plural}"`);
      removeFromUnion(file.getTypeAliasOrThrow("EntryName"), model.plural);
      file.getImportDeclaration(`lucide-react/icons/${model.icon}`)?.remove();
    },
  },
];
