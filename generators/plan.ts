import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import nodePlop, { type NodePlopAPI } from "node-plop";
import * as prettier from "prettier";
import { Project, type SourceFile } from "ts-morph";
import { LOCALES } from "#shared/i18n/locales";
import { EDITS, type Edit } from "./edits.ts";
import { modelMessages } from "./messages.ts";
import type { ModelContext } from "./names.ts";
import { WEB_EDITS } from "./web-edits.ts";
import { readCatalogue } from "../server/i18n-catalogues.ts";

// What a model adds or removes, computed in memory: new files from the Handlebars templates,
// entries in existing TypeScript (ts-morph), the catalogues (JSON), schema.prisma. Each file is
// printed by Prettier, so the output reads as the rest of the tree.

export type PlannedFile = {
  path: string;
  action: "create" | "change" | "delete";
  content?: string;
};
export type Plan = {
  files: PlannedFile[];
  problems: string[];
  /** The migration's name (`add_ticket`, `drop_ticket`). */
  migration: string;
  /** schema.prisma as the migration diff must see it (no search column: the SQL adds it). */
  schemaForDiff: string;
  /** SQL appended to the diff's migration: what schema.prisma cannot declare. */
  migrationSql: string;
};

const TEMPLATES_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), "templates");

/** Each template and the file it makes; `when` leaves it out for some models. */
function templates(model: ModelContext) {
  const feature = `web/features/${model.name}`;
  const list: { template: string; file: string; when?: boolean }[] = [
    { template: "validation.ts.hbs", file: `shared/validation/${model.name}.ts` },
    { template: "schema-type.ts.hbs", file: `server/schema/${model.name}.ts` },
    { template: "schema-mutations.ts.hbs", file: `server/schema/${model.name}-mutations.ts` },
    {
      template: "integration.test.ts.hbs",
      file: `tests/integration/graphql-${model.plural}.test.ts`,
    },
    { template: "e2e.spec.ts.hbs", file: `tests/e2e/${model.plural}.spec.ts` },
    { template: "web/loader.ts.hbs", file: `${feature}/loader-${model.plural}.ts` },
    { template: "web/sort.ts.hbs", file: `${feature}/${model.name}-sort.ts` },
    { template: "web/paths.ts.hbs", file: `${feature}/${model.name}-paths.ts` },
    { template: "web/page-list.tsx.hbs", file: `${feature}/page-${model.plural}.tsx` },
    { template: "web/list.tsx.hbs", file: `${feature}/${model.name}-list.tsx` },
    { template: "web/row.tsx.hbs", file: `${feature}/${model.name}-row.tsx` },
    { template: "web/row-menu.tsx.hbs", file: `${feature}/${model.name}-row-menu.tsx` },
    { template: "web/page-detail.tsx.hbs", file: `${feature}/page-${model.name}.tsx` },
    { template: "web/details.tsx.hbs", file: `${feature}/${model.name}-details.tsx` },
    { template: "web/actions.tsx.hbs", file: `${feature}/${model.name}-actions.tsx` },
    { template: "web/form.tsx.hbs", file: `${feature}/form-${model.name}.tsx` },
    { template: "web/input.ts.hbs", file: `${feature}/${model.name}-input.ts` },
    { template: "web/form-control.tsx.hbs", file: `${feature}/${model.name}-form-control.tsx` },
    { template: "web/use-create.ts.hbs", file: `${feature}/use-create-${model.name}-mutation.ts` },
    { template: "web/use-update.ts.hbs", file: `${feature}/use-update-${model.name}-mutation.ts` },
    { template: "web/use-delete.ts.hbs", file: `${feature}/use-delete-${model.name}-mutation.ts` },
    { template: "web/use-model-delete.tsx.hbs", file: `${feature}/use-${model.name}-delete.tsx` },
    { template: "web/messages.ts.hbs", file: `${feature}/${model.name}-messages.ts` },
  ];
  return list.filter(
    (entry) => entry.when !== false && existsSync(path.join(TEMPLATES_DIR, entry.template)),
  );
}

async function renderer(): Promise<NodePlopAPI> {
  const plop = await nodePlop(undefined, { destBasePath: undefined, force: false });
  plop.setHelper("lower", (text: string) => text.toLowerCase());
  plop.setHelper("json", (value: unknown) => JSON.stringify(value));
  plop.setHelper("eq", (a: unknown, b: unknown) => a === b);
  return plop;
}

async function format(root: string, file: string, text: string): Promise<string> {
  const filepath = path.join(root, file);
  const config = await prettier.resolveConfig(filepath);
  return prettier.format(text, { ...config, filepath });
}

const read = (root: string, file: string) => readFile(path.join(root, file), "utf8");

/** The English ids of every catalogue but the model's own: the application's and other models'. */
const otherMessageIds = (root: string, name: string) =>
  new Set(Object.keys(readCatalogue(path.join(root, "locales"), "en", { except: name })));

export async function planModel(
  model: ModelContext,
  root: string,
  mode: "create" | "destroy",
): Promise<Plan> {
  const files: PlannedFile[] = [];
  const problems: string[] = [];
  const plop = await renderer();
  if (
    !existsSync(
      path.join(root, "node_modules", "lucide-react", "dist", "esm", "icons", `${model.icon}.mjs`),
    )
  ) {
    problems.push(`icon: lucide has no icon "${model.icon}" (https://lucide.dev/icons)`);
  }
  // Each navigation entry has its own icon; destroy removes the import the model added.
  for (const nav of ["web/layout/manager/manager-nav.tsx", "web/layout/app/app-nav.tsx"]) {
    const used = (await read(root, nav)).includes(`"lucide-react/icons/${model.icon}"`);
    if (mode === "create" && used) problems.push(`icon: "${model.icon}" is used in ${nav} already`);
  }
  const data = {
    ...model,
    withSearch: model.hasSearch,
    e2eLocales: e2eWords(model),
    e2eLocaleNames: LOCALES,
    e2eArea: model.inManager ? "manager" : "app",
  };

  for (const { template, file } of templates(model)) {
    const exists = existsSync(path.join(root, file));
    if (mode === "destroy") {
      if (exists) files.push({ path: file, action: "delete" });
      continue;
    }
    if (exists) problems.push(`${file} exists already (destroy the model first)`);
    const source = await readFile(path.join(TEMPLATES_DIR, template), "utf8");
    files.push({
      path: file,
      action: "create",
      content: await format(root, file, plop.renderString(source, data)),
    });
  }

  const project = new Project({ useInMemoryFileSystem: true });
  const edits: (Edit & { when?: (model: ModelContext) => boolean })[] = [...EDITS, ...WEB_EDITS];
  for (const edit of edits) {
    if (edit.when && !edit.when(model)) continue;
    const text = await read(root, edit.file);
    const source = project.createSourceFile(edit.file, text, { overwrite: true });
    try {
      (mode === "create" ? edit.apply : edit.revert)(source, model);
    } catch (error) {
      problems.push(`${edit.file}: ${(error as Error).message}`);
      continue;
    }
    keepBlankLineAfterImports(source);
    const changed = await format(root, edit.file, source.getFullText());
    if (changed !== text) files.push({ path: edit.file, action: "change", content: changed });
  }

  // The model's messages are its own catalogues (ADR 101); a retired model's keep the words of
  // its audit actions (shared/audit/actions.ts), so the log still names its events.
  const elsewhere = otherMessageIds(root, model.name);
  for (const locale of LOCALES) {
    const file = `locales/${model.name}/${locale}.json`;
    const kept = existsSync(path.join(root, file))
      ? (JSON.parse(await read(root, file)) as Record<string, string>)
      : null;
    const messages = modelMessages(model, locale);
    if (mode === "destroy") {
      if (!kept) continue;
      const retired = Object.entries(messages).filter(([id]) => id.startsWith("audit.action."));
      const content = `${JSON.stringify(Object.fromEntries(retired), null, 2)}\n`;
      files.push({ path: file, action: "change", content });
      continue;
    }
    if (kept && Object.keys(kept).some((id) => !id.startsWith("audit.action."))) {
      problems.push(`${file} exists already (destroy the model first)`);
    }
    for (const id of Object.keys(messages)) {
      if (elsewhere.has(id)) problems.push(`${file}: ${id} is in another catalogue already`);
    }
    const content = `${JSON.stringify(messages, null, 2)}\n`;
    files.push({ path: file, action: kept ? "change" : "create", content });
  }

  const schemaFile = "prisma/schema.prisma";
  const schema = await read(root, schemaFile);
  const modelBlock = plop.renderString(await templateText("prisma-model.hbs"), data);
  let schemaForDiff = "";
  let migrationSql = "";
  if (mode === "create") {
    if (new RegExp(`^model ${model.Name} \\{`, "m").test(schema)) {
      problems.push(`${schemaFile}: model ${model.Name} exists already`);
    }
    const owner = model.ownerUser ? "User" : model.ownerOrganization ? "Organization" : null;
    const withOwner = (text: string) => (owner ? addBackRelation(text, owner, model) : text);
    files.push({
      path: schemaFile,
      action: "change",
      content: withOwner(`${schema.trimEnd()}\n\n${modelBlock}`),
    });
    const diffBlock = plop.renderString(await templateText("prisma-model.hbs"), {
      ...data,
      withSearch: false,
    });
    schemaForDiff = withOwner(`${schema.trimEnd()}\n\n${diffBlock}`);
    migrationSql = plop.renderString(await templateText("migration-extra.sql.hbs"), data);
  } else {
    const without = removeBackRelation(removeModel(schema, model), model);
    if (without !== schema) files.push({ path: schemaFile, action: "change", content: without });
    schemaForDiff = without;
    migrationSql = plop.renderString(await templateText("migration-drop-extra.sql.hbs"), data);
  }

  return {
    files,
    problems,
    migration: `${mode === "create" ? "add" : "drop"}_${model.name}`,
    schemaForDiff,
    migrationSql,
  };
}

/** Removing the last import also takes the blank line that set the imports apart: put it back. */
function keepBlankLineAfterImports(file: SourceFile) {
  const last = file.getImportDeclarations().at(-1);
  const next = last?.getNextSibling();
  if (!last || !next) return;
  if (!file.getFullText().slice(last.getEnd(), next.getStart()).includes("\n\n")) {
    file.insertText(last.getEnd(), "\n");
  }
}

const templateText = (name: string) => readFile(path.join(TEMPLATES_DIR, name), "utf8");

/** The back-relation Prisma needs on the owner (User or Organization) of an owned model. */
function addBackRelation(schema: string, owner: string, model: ModelContext): string {
  return schema.replace(
    new RegExp(`^(model ${owner} \\{\\n[\\s\\S]*?)(\\n\\s*@@|\\n\\})`, "m"),
    (_all, body: string, end: string) => `${body}\n  ${model.plural} ${model.Name}[]${end}`,
  );
}

/** Takes the back-relation out of whichever model holds it. */
function removeBackRelation(schema: string, model: ModelContext): string {
  return schema.replace(new RegExp(`\\n  ${model.plural} +${model.Name}\\[\\]`), "");
}

/** The model's block (with its doc comment) and its enums, as the generator wrote them. */
function removeModel(schema: string, model: ModelContext): string {
  let result = schema.replace(
    new RegExp(`\\n*(///.*\\n)*model ${model.Name} \\{[\\s\\S]*?\\n\\}\\n`),
    "\n",
  );
  for (const field of model.enums) {
    result = result.replace(new RegExp(`\\n*enum ${field.enumName} \\{[\\s\\S]*?\\n\\}\\n`), "\n");
  }
  return `${result.trimEnd()}\n`;
}

/** The words the generated Playwright spec looks for, in English and in Arabic. */
function e2eWords(model: ModelContext) {
  const area = model.inManager ? "manager" : "app";
  return LOCALES.map((locale) => {
    const messages = modelMessages(model, locale);
    const m = (id: string) => messages[`${model.name}.${id}`]!;
    return {
      locale,
      nav: messages[`layout.${area}.nav.${model.plural}`]!,
      title: m(`${area}.list.title`),
      add: m("shared.create.open"),
      createTitle: m("shared.create.title"),
      create: m("shared.create.submit"),
      editTitle: m("shared.update.title"),
      edit: m("shared.update.open"),
      save: m("shared.update.submit"),
      delete: m("shared.delete.zoneButton"),
      confirm: m("shared.delete.confirm"),
      search: m("shared.search.label"),
      keyHeader: m(`shared.field.${model.key.name}`),
      back: m("shared.detail.back"),
      fields: model.fields.map((field) => ({
        name: field.name,
        label: m(`shared.form.${field.name}`),
      })),
    };
  });
}
