import {
  Node,
  SyntaxKind,
  VariableDeclarationKind,
  type ArrayLiteralExpression,
  type ObjectLiteralExpression,
  type SourceFile,
} from "ts-morph";
import type { ModelContext } from "./names.ts";

// The entries a model adds to the project's existing TypeScript, made and removed through the
// syntax tree (ts-morph): each edit names the list it extends and can take its entries out again.
// These are the lists that are not derived (docs/recipes/add-a-model.md says why each exists).

export type Edit = {
  file: string;
  why: string;
  apply: (file: SourceFile, model: ModelContext) => void;
  revert: (file: SourceFile, model: ModelContext) => void;
};

/** The object or array literal a variable holds (through `as const`, `satisfies`, `new Set([])`). */
function literalOf<
  Kind extends SyntaxKind.ObjectLiteralExpression | SyntaxKind.ArrayLiteralExpression,
>(file: SourceFile, variable: string, kind: Kind) {
  const initializer = file.getVariableDeclarationOrThrow(variable).getInitializerOrThrow();
  const found = Node.is(kind)(initializer)
    ? initializer
    : initializer.getFirstDescendantByKind(kind);
  if (!found) throw new Error(`${file.getBaseName()}: ${variable} holds no ${SyntaxKind[kind]}`);
  return found as Kind extends SyntaxKind.ObjectLiteralExpression
    ? ObjectLiteralExpression
    : ArrayLiteralExpression;
}

const objectOf = (file: SourceFile, variable: string) =>
  literalOf(file, variable, SyntaxKind.ObjectLiteralExpression);

/** The object a property of an object literal holds (`ROLE_GRANTS.user`). */
function innerObject(object: ObjectLiteralExpression, name: string): ObjectLiteralExpression {
  return object
    .getPropertyOrThrow(name)
    .asKindOrThrow(SyntaxKind.PropertyAssignment)
    .getInitializerIfKindOrThrow(SyntaxKind.ObjectLiteralExpression);
}

function setProperty(object: ObjectLiteralExpression, name: string, initializer: string) {
  object.getProperty(name)?.remove();
  object.addPropertyAssignment({ name, initializer });
}

/**
 * Takes a property out. Prettier keeps an object expanded once it is written so, and the model's
 * entry may have expanded it: one line lets Prettier choose by width again, as before the model.
 */
function removeProperty(object: ObjectLiteralExpression, name: string) {
  object.getProperty(name)?.remove();
  const properties = object.getProperties().map((property) => property.getText());
  if (properties.some((text) => text.includes("\n"))) return;
  object.replaceWithText(`{ ${properties.join(", ")} }`);
}

function addImport(file: SourceFile, moduleSpecifier: string, named?: string[]) {
  if (file.getImportDeclaration(moduleSpecifier)) return;
  const imports = file.getImportDeclarations();
  file.insertImportDeclaration(imports.length, {
    moduleSpecifier,
    ...(named && { namedImports: named }),
  });
}

const removeImport = (file: SourceFile, moduleSpecifier: string) =>
  file.getImportDeclaration(moduleSpecifier)?.remove();

const quoted = (values: string[]) => values.map((value) => JSON.stringify(value));

/** The permission actions of a model: `readOwn` and `writeOwn` are a user's own rows. */
export function statementActions(model: ModelContext): string[] {
  const own = model.ownerUser ? ["readOwn", "writeOwn"] : [];
  return [...own, "read", "create", "update", "delete"];
}

/**
 * What the user role gets: its own rows, or reading them all when the app shows the model. An
 * organization's rows are its members': every right, which the membership scope narrows.
 */
function userGrants(model: ModelContext): string[] {
  if (model.ownerUser) return ["readOwn", "writeOwn"];
  if (model.ownerOrganization) return statementActions(model);
  return model.inApp ? ["read"] : [];
}

export const EDITS: Edit[] = [
  {
    file: "shared/auth/roles.ts",
    why: "the permission statement and what each role gets",
    apply: (file, model) => {
      const literal = (values: string[]) => `[${quoted(values).join(", ")}]`;
      if (objectOf(file, "APP_STATEMENTS").getProperty(model.name)) {
        throw new Error(`a permission statement "${model.name}" exists already`);
      }
      setProperty(objectOf(file, "APP_STATEMENTS"), model.name, literal(statementActions(model)));
      const grants = objectOf(file, "ROLE_GRANTS");
      setProperty(innerObject(grants, "user"), model.name, literal(userGrants(model)));
      setProperty(innerObject(grants, "admin"), model.name, literal(statementActions(model)));
    },
    revert: (file, model) => {
      objectOf(file, "APP_STATEMENTS").getProperty(model.name)?.remove();
      const grants = objectOf(file, "ROLE_GRANTS");
      removeProperty(innerObject(grants, "user"), model.name);
      removeProperty(innerObject(grants, "admin"), model.name);
    },
  },
  {
    file: "shared/audit/actions.ts",
    why: "the one list of audited models: its actions, its global ids in the log, the audited client",
    apply: (file, model) =>
      setProperty(
        objectOf(file, "AUDITED_MODELS"),
        model.Name,
        `{ prefix: ${JSON.stringify(model.NAME)}, label: ${JSON.stringify(model.key.name)} }`,
      ),
    // The log keeps the model's events: its actions stay nameable (the enum, the messages).
    revert: (file, model) =>
      setProperty(
        objectOf(file, "AUDITED_MODELS"),
        model.Name,
        `{ prefix: ${JSON.stringify(model.NAME)}, label: ${JSON.stringify(model.key.name)}, retired: true }`,
      ),
  },
  {
    file: "server/schema/index.ts",
    why: "the schema loads the type files",
    apply: (file, model) => {
      addImport(file, `./${model.name}.ts`);
      addImport(file, `./${model.name}-mutations.ts`);
    },
    revert: (file, model) => {
      removeImport(file, `./${model.name}.ts`);
      removeImport(file, `./${model.name}-mutations.ts`);
    },
  },
  {
    file: "tests/integration/graphql-authorization-matrix.test.ts",
    why: "every root field has its row of expected outcomes per principal",
    apply: (file, model) => {
      const helper = `${model.name}Row`;
      if (!file.getVariableDeclaration(helper)) {
        const anchor = file.getVariableStatementOrThrow("repository");
        file.insertVariableStatement(anchor.getChildIndex() + 1, {
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name: helper, initializer: matrixHelper(model) }],
        });
      }
      const matrix = objectOf(file, "MATRIX");
      for (const [field, row] of Object.entries(matrixRows(model))) {
        setProperty(matrix, field, row);
      }
    },
    revert: (file, model) => {
      file.getVariableStatement(`${model.name}Row`)?.remove();
      const matrix = objectOf(file, "MATRIX");
      for (const field of Object.keys(matrixRows(model))) matrix.getProperty(field)?.remove();
    },
  },
];

function matrixHelper(model: ModelContext): string {
  const required = model.fields
    .filter((field) => field.required && !field.isKey)
    .map((field) => `${field.name}: ${field.prismaSample}`);
  // An organization's row: the principal owns the organization (organizationOf).
  if (model.ownerOrganization) {
    return `async (principal: PrincipalName) => {
  const organization = await organizationOf(ownerOf(principal));
  const created = await app.prisma.${model.name}.create({
    data: { ${model.key.name}: \`matrix-\${randomUUID()}\`${required.length ? `, ${required.join(", ")}` : ""}, organizationId: organization.rowId },
  });
  return { id: globalId("${model.Name}", created.id), organizationId: organization.id };
}`;
  }
  const owner = model.ownerUser ? ", ownerId: ownerOf(principal)" : "";
  return `async (${model.ownerUser ? "principal: PrincipalName" : ""}) => {
  const created = await app.prisma.${model.name}.create({
    data: { ${model.key.name}: \`matrix-\${randomUUID()}\`${required.length ? `, ${required.join(", ")}` : ""}${owner} },
  });
  return globalId("${model.Name}", created.id);
}`;
}

function matrixRows(model: ModelContext): Record<string, string> {
  const helper = `${model.name}Row`;
  const org = model.ownerOrganization;
  const called = org
    ? `(await ${helper}(principal)).id`
    : `await ${helper}(${model.ownerUser ? "principal" : ""})`;
  // The principals' keys hold the column's default scopes, which predate the model's own
  // (a key never gains a new model's rights): only the single-scope keys reach it. An
  // organization's rows also need ORGANIZATION_READ (the membership scope): no single scope.
  const read = model.owned || model.inApp ? 'row("OK", "OK", F, F)' : 'row(F, "OK", F, F)';
  const write = model.owned ? 'row("OK", "OK", F, F)' : 'row(F, "OK", F, F)';
  const scope = (kind: string) =>
    org ? `["${model.NAME}_${kind}", "ORGANIZATION_READ"]` : `"${model.NAME}_${kind}"`;
  const input = model.fields
    .filter((field) => field.required && !field.isKey)
    .map((field) => `${field.name}: ${field.sample}`);
  const createInput = [
    `${model.key.name}: \`matrix-\${randomUUID()}\``,
    ...input,
    ...(org ? [`organizationId: (await organizationOf(ownerOf(principal))).id`] : []),
  ].join(", ");
  const entry = (document: string, variables: string, expected: string, kind: string) =>
    `{
    document: \`${document}\`,
    variables: async (${variables.includes("principal") ? "principal" : ""}) => (${variables}),
    expected: ${expected},
    keyScope: ${scope(kind)},
  }`;
  return {
    [model.plural]: org
      ? entry(
          `query ($organizationId: ID) { ${model.plural}(first: 1, organizationId: $organizationId) { totalCount edges { node { id } } } }`,
          `{ organizationId: (await organizationOf(ownerOf(principal))).id }`,
          read,
          "READ",
        )
      : entry(
          `{ ${model.plural}(first: 1) { totalCount edges { node { id } } } }`,
          "{}",
          read,
          "READ",
        ),
    [model.name]: entry(
      `query ($id: ID!) { ${model.name}(id: $id) { id } }`,
      `{ id: ${called} }`,
      read,
      "READ",
    ),
    [`create${model.Name}`]: entry(
      `mutation ($input: Create${model.Name}Input!) { create${model.Name}(input: $input) { ${model.name} { id } } }`,
      `{ input: { ${createInput} } }`,
      write,
      "WRITE",
    ),
    [`update${model.Name}`]: entry(
      `mutation ($input: Update${model.Name}Input!) { update${model.Name}(input: $input) { ${model.name} { id } } }`,
      `{ input: { id: ${called}, ${model.key.name}: \`matrix-\${randomUUID()}\` } }`,
      write,
      "WRITE",
    ),
    [`delete${model.Name}`]: entry(
      `mutation ($input: Delete${model.Name}Input!) { delete${model.Name}(input: $input) { deleted${model.Name}Id } }`,
      `{ input: { id: ${called} } }`,
      write,
      "WRITE",
    ),
  };
}
