import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { LOCALES } from "#shared/i18n/locales";

// The model spec a team writes (generators/models/<name>.json or .ts; docs/recipes/add-a-model.md):
// checked in full before anything is written, so a bad spec stops the generator with every
// problem at once and leaves the tree as it was.

const FIELD_TYPES = [
  "string",
  "text",
  "int",
  "decimal",
  "boolean",
  "date",
  "datetime",
  "url",
  "email",
  "enum",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The types a search document can hold, and the ones a keyset key or order can be. */
export const TEXT_TYPES: ReadonlySet<FieldType> = new Set(["string", "text", "url", "email"]);
// Keyset cursors carry the value as text: text columns only, and never null.
const SORTABLE_TYPES: ReadonlySet<FieldType> = new Set(["string", "email"]);

const camel = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, "must be camelCase: a lower-case letter, then letters or digits");
/** A label in every language; a missing one is a problem like any other. */
const MISSING = "missing translation";
const label = z.string({ error: MISSING }).trim().min(1, MISSING);
const labels = z.object(Object.fromEntries(LOCALES.map((l) => [l, label])), {
  error: "missing: the labels in every language",
});
const pluralLabels = z.object(
  Object.fromEntries(
    LOCALES.map((l) => [l, z.object({ one: label, other: label }, { error: MISSING })]),
  ),
  { error: "missing: the labels in every language" },
);

const RESERVED = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "searchText",
  "owner",
  "ownerId",
  "organization",
  "organizationId",
]);
/** PostgreSQL's keywords that are not unreserved (`pg_get_keywords()`, catcode <> 'U'). */
const SQL_KEYWORDS: ReadonlySet<string> = new Set(
  (
    "all analyse analyze and any array as asc asymmetric authorization between bigint binary bit " +
    "boolean both case cast char character check coalesce collate collation column concurrently " +
    "constraint create cross current_catalog current_date current_role current_schema " +
    "current_time current_timestamp current_user dec decimal default deferrable desc distinct do " +
    "else end except exists extract false fetch float for foreign freeze from full grant greatest " +
    "group grouping having ilike in initially inner inout int integer intersect interval into is " +
    "isnull join json json_array json_arrayagg json_exists json_object json_objectagg json_query " +
    "json_scalar json_serialize json_table json_value lateral leading least left like limit " +
    "localtime localtimestamp merge_action national natural nchar none normalize not notnull " +
    "null nullif numeric offset on only or order out outer overlaps overlay placing position " +
    "precision primary real references returning right row select session_user setof similar " +
    "smallint some substring symmetric system_user table tablesample then time timestamp to " +
    "trailing treat trim true union unique user using values varchar variadic verbose when where " +
    "window with xmlattributes xmlconcat xmlelement xmlexists xmlforest xmlnamespaces xmlparse " +
    "xmlpi xmlroot xmlserialize xmltable"
  ).split(" "),
);

const INDEXED_MAX = 300;

/**
 * Model names that would collide: the schema's own types and root fields, the permission
 * statements, the app's areas, JavaScript's reserved words and the templates' local names.
 */
const RESERVED_MODELS = new Set(
  [
    "user session repository apikey account verification audit auditevent activity ratelimit",
    "node nodes viewer query mutation subscription app apps manager string int float boolean",
    "id json datetime date scope scopes role roles permission statement",
    "break case catch class const continue debugger default delete do else enum export extends",
    "false finally for function if import in instanceof new null return super switch this throw",
    "true try typeof var void while with yield let static implements interface package private",
    "protected public await data input args context info root row result error cookie",
  ].flatMap((line) => line.split(" ")),
);

const fieldSchema = z
  .object({
    name: camel.refine((name) => !RESERVED.has(name), "is a column every model already has"),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().default(false),
    unique: z.boolean().default(false),
    searchable: z.boolean().default(false),
    sortable: z.boolean().default(false),
    /** Lengths for text types, values for numbers; decimals keep `scale` digits (default 2). */
    min: z.number().int().optional(),
    max: z.number().int().positive().optional(),
    scale: z.number().int().min(0).max(6).optional(),
    /** Enum values, SCREAMING_SNAKE, each with its labels. */
    values: z
      .array(z.object({ value: z.string().regex(/^[A-Z][A-Z0-9_]*$/), labels }))
      .min(1)
      .optional(),
    labels,
  })
  .superRefine((field, ctx) => {
    const problem = (message: string, key: string) =>
      ctx.addIssue({ code: "custom", message, path: [key] });
    if (field.type === "enum" && !field.values) problem("an enum needs its values", "values");
    if (field.type !== "enum" && field.values) problem("only an enum has values", "values");
    if (field.searchable && !TEXT_TYPES.has(field.type))
      problem(
        `a ${field.type} field cannot be searched (string, text, url, email can)`,
        "searchable",
      );
    if (field.sortable && !SORTABLE_TYPES.has(field.type))
      problem(`a ${field.type} field cannot be sorted`, "sortable");
    if (field.unique && field.type !== "string")
      problem("only a string field can be unique (the key)", "unique");
    if ((field.sortable || field.unique) && !field.required)
      problem("a sortable or unique field must be required", "required");
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      problem("min is above max", "min");
    // schema.prisma must repeat the search document as PostgreSQL prints it back, and it quotes
    // a keyword: a name that may print either way in another version is refused.
    if (field.searchable && SQL_KEYWORDS.has(field.name))
      problem("a searchable field cannot be named after an SQL keyword", "name");
    // Sorted and unique columns are indexed twice over (lower() and as typed): a B-tree entry
    // holds at most 2,704 bytes, 300 characters of 4 bytes each twice over and the id.
    if ((field.sortable || field.unique) && field.max !== undefined && field.max > INDEXED_MAX)
      problem(`a sortable or unique field holds at most ${INDEXED_MAX} characters`, "max");
  });

export const modelSpecSchema = z
  .object({
    name: z
      .string()
      .regex(/^[a-z][a-z0-9]*$/, "must be one lower-case word (a-z, 0-9), e.g. ticket")
      .refine(
        (name) => !RESERVED_MODELS.has(name),
        "is taken (a type, field or word the code uses)",
      ),
    /** The plural of `name` in code (routes, the connection field); `name` + "s" by default. */
    plural: z
      .string()
      .regex(/^[a-z][a-z0-9]*$/)
      .refine(
        (name) => !RESERVED_MODELS.has(name),
        "is taken (a type, field or word the code uses)",
      )
      .optional(),
    labels: pluralLabels,
    /** A lucide icon, as `lucide-react/icons/<icon>` names it (kebab-case). */
    icon: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lucide icon name in kebab-case (ticket, folder-git-2)"),
    where: z.enum(["manager", "app", "both"]),
    /** Whose rows: nobody's, each user's own, or an organization's (its members'; ADR 114). */
    owner: z.enum(["none", "user", "organization"]),
    fields: z.array(fieldSchema).min(1),
  })
  .superRefine((spec, ctx) => {
    const names = spec.fields.map((field) => field.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        ctx.addIssue({
          code: "custom",
          message: `field ${name} appears twice`,
          path: ["fields", index],
        });
    });
    if ((spec.plural ?? `${spec.name}s`) === spec.name)
      ctx.addIssue({
        code: "custom",
        message: "must differ from the name (the list and the detail page need two names)",
        path: ["plural"],
      });
    if (spec.fields.filter((field) => field.unique).length > 1)
      ctx.addIssue({ code: "custom", message: "only one field can be unique", path: ["fields"] });
    if (!spec.fields.some(isKeyField))
      ctx.addIssue({
        code: "custom",
        message: "needs one required, unique string field: the name rows are known and sorted by",
        path: ["fields"],
      });
    if (spec.owner === "user" && spec.where === "manager")
      ctx.addIssue({
        code: "custom",
        message: "owner: user needs the app (users manage their own rows there): where app or both",
        path: ["where"],
      });
    // The manager's lists are every row: an organization's rows are its members' alone.
    if (spec.owner === "organization" && spec.where !== "app")
      ctx.addIssue({
        code: "custom",
        message:
          "owner: organization lives in the app (members work on their organization's rows there): where app",
        path: ["where"],
      });
    if (spec.owner === "none" && spec.where === "app")
      ctx.addIssue({
        code: "custom",
        message:
          "owner: none with where: app leaves no screen to add rows (the app only reads them): where manager or both",
        path: ["where"],
      });
  });

export type ModelSpec = z.infer<typeof modelSpecSchema>;
export type FieldSpec = ModelSpec["fields"][number];

export function isKeyField(field: FieldSpec): boolean {
  return field.type === "string" && field.required && field.unique;
}

/** Each problem as `path: message`, in the spec's own order. */
export function specProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const at = issue.path.length ? issue.path.join(".") : "(spec)";
    return `${at}: ${issue.message}`;
  });
}

export class SpecError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/** Reads and checks generators/models/<name>.json (or .ts, default export); throws SpecError. */
export async function loadSpec(name: string, root: string): Promise<ModelSpec> {
  const base = path.join(root, "generators", "models", name);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(`${base}.json`, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new SpecError([`${name}.json: ${(error as Error).message}`]);
    }
    try {
      raw = ((await import(pathToFileURL(`${base}.ts`).href)) as { default: unknown }).default;
    } catch {
      throw new SpecError([`no spec: generators/models/${name}.json or .ts`]);
    }
  }
  const result = modelSpecSchema.safeParse(raw);
  if (!result.success) throw new SpecError(specProblems(result.error));
  if (result.data.name !== name) {
    throw new SpecError([`name: is "${result.data.name}", the file is ${name}`]);
  }
  return result.data;
}
