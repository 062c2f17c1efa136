import type { FieldSpec, FieldType, ModelSpec } from "./spec.ts";
import { isKeyField, TEXT_TYPES } from "./spec.ts";

// Everything the templates print, computed once from the spec: names in each case, and per
// field its Prisma, GraphQL, zod and form shapes. Templates stay free of logic.

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const constant = (word: string) => word.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/** Default length limits per text type, the ones Repository uses. */
const DEFAULT_MAX: Partial<Record<FieldType, number>> = {
  string: 100,
  text: 2000,
  url: 2000,
  email: 254,
};

const PRISMA_TYPES: Record<FieldType, string> = {
  string: "String",
  text: "String",
  url: "String",
  email: "String",
  int: "Int",
  decimal: "Decimal",
  boolean: "Boolean",
  date: "DateTime",
  datetime: "DateTime",
  enum: "",
};

/** GraphQL type of the field; decimals and dates travel as strings (no float rounding, no zone). */
const GRAPHQL_TYPES: Record<FieldType, string> = {
  string: "String",
  text: "String",
  url: "String",
  email: "String",
  int: "Int",
  decimal: "String",
  boolean: "Boolean",
  date: "String",
  datetime: "DateTime",
  enum: "",
};

const inputKinds: Record<FieldType, string> = {
  string: "string",
  text: "string",
  url: "string",
  email: "string",
  int: "int",
  decimal: "string",
  boolean: "boolean",
  date: "string",
  datetime: "field",
  enum: "field",
};

export type FieldContext = ReturnType<typeof fieldContext>;

function fieldContext(model: { pascal: string; name: string; owned: boolean }, field: FieldSpec) {
  const Name = pascal(field.name);
  const CONST = constant(field.name);
  const enumName = `${model.pascal}${Name}`;
  const max = field.max ?? DEFAULT_MAX[field.type];
  const isText = TEXT_TYPES.has(field.type);
  const required = field.required || field.type === "boolean";
  const prismaType = field.type === "enum" ? enumName : PRISMA_TYPES[field.type];
  const prismaAttributes = [
    // An owned model's key is unique per owner (`@@unique([ownerId, key])` or
    // `@@unique([organizationId, key])` in the block).
    field.unique && !model.owned ? "@unique" : "",
    field.type === "boolean" ? "@default(false)" : "",
    field.type === "decimal" ? `@db.Decimal(18, ${field.scale ?? 2})` : "",
    field.type === "date" ? "@db.Date" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    ...field,
    Name,
    CONST,
    enumName,
    max,
    min: field.min,
    isText,
    required,
    optional: !required,
    isKey: isKeyField(field),
    prismaLine: `${field.name} ${prismaType}${required ? "" : "?"}${prismaAttributes ? ` ${prismaAttributes}` : ""}`,
    graphqlType: field.type === "enum" ? enumName : GRAPHQL_TYPES[field.type],
    [`is_${field.type}`]: true,
    hasMin: field.min !== undefined,
    scale: field.scale ?? 2,
    scaleText: String(field.scale ?? 2),
    /** The GraphQL input builder call (`t.string`, `t.int`, `t.field`…) without its options. */
    inputKind:
      field.type === "enum" || field.type === "datetime" ? "field" : inputKinds[field.type],
    inputType:
      field.type === "enum" ? `${enumName}Enum` : field.type === "datetime" ? '"DateTime"' : "",
    zod: zodOf(model.name, constant(model.name), field, max, required),
    /** A value for tests and the authorization matrix. */
    sample: sampleOf(field, "one"),
    otherSample: sampleOf(field, "two"),
    /** What the e2e spec types into the field (enums and booleans keep their default). */
    fill: fillOf(field),
    /** The same value as Prisma takes it (dates as Date). */
    prismaSample:
      field.type === "date" || field.type === "datetime"
        ? `new Date(${sampleOf(field, "one")})`
        : sampleOf(field, "one"),
  };
}

/** A valid value, as TypeScript source for the GraphQL input (`tag` keeps unique ones apart). */
function sampleOf(field: FieldSpec, tag: string): string {
  switch (field.type) {
    case "string":
    case "text":
      return JSON.stringify(`${field.name} ${tag}`);
    case "url":
      return JSON.stringify(`https://example.com/${tag}`);
    case "email":
      return JSON.stringify(`${tag}@example.com`);
    case "int":
      return String(Math.max(field.min ?? 0, tag === "one" ? 1 : 2));
    case "decimal":
      return tag === "one" ? '"1.50"' : '"2.25"';
    case "boolean":
      return tag === "one" ? "true" : "false";
    case "date":
      return tag === "one" ? '"2026-01-02"' : '"2026-03-04"';
    case "datetime":
      return tag === "one" ? '"2026-01-02T03:04:05.000Z"' : '"2026-03-04T05:06:07.000Z"';
    case "enum":
      return JSON.stringify(field.values?.[tag === "one" ? 0 : field.values.length - 1]?.value);
  }
}

export type ModelContext = ReturnType<typeof modelContext>;

export function modelContext(spec: ModelSpec) {
  const name = spec.name;
  const plural = spec.plural ?? `${name}s`;
  const Name = pascal(name);
  const model = { name, pascal: Name, owned: spec.owner !== "none" };
  const fields = spec.fields.map((field) => fieldContext(model, field));
  const key = fields.find((field) => field.isKey)!;
  const searchable = fields.filter((field) => field.searchable);
  return {
    spec,
    name,
    Name,
    NAME: constant(name),
    plural,
    Plural: pascal(plural),
    PLURAL: constant(plural),
    table: name,
    icon: spec.icon,
    /** The icon's import name (`ticket` → TicketIcon), apart from the components' own names. */
    iconName: `${spec.icon.replace(/(^|-)([a-z0-9])/g, (_all, _dash: string, c: string) => c.toUpperCase())}Icon`,
    ownerUser: spec.owner === "user",
    /** The rows are an organization's: its members read and write them (ADR 114). */
    ownerOrganization: spec.owner === "organization",
    /** Either owner: the key is unique per owner, and the app writes the rows. */
    owned: spec.owner !== "none",
    inManager: spec.where !== "app",
    inApp: spec.where !== "manager",
    fields,
    key,
    /** A field an update can change without the key (the audit log then names the row as it is now). */
    other: fields.find((field) => !field.isKey && !field.unique),
    enums: fields.filter((field) => field.type === "enum"),
    dateFields: fields.filter((field) => field.type === "date"),
    searchable,
    sortable: fields.filter((field) => field.sortable && !field.isKey),
    /** What the lists sort or search by: a change of one may move a row in a list. */
    listed: fields.filter((field) => field.isKey || field.sortable || field.searchable),
    hasSearch: searchable.length > 0,
    anyUrl: fields.some((field) => field.type === "url"),
    anyLine: fields.some((field) => field.isText && field.type !== "text"),
    anyText: fields.some((field) => field.type === "text"),
    anyEmail: fields.some((field) => field.type === "email"),
    anyDateTime: fields.some((field) => field.type === "datetime"),
    anyNumber: fields.some((field) => field.type === "int" || field.type === "decimal"),
    /** The search document's expression as PostgreSQL prints it back (schema.prisma `dbgenerated`). */
    searchPrinted: printedDocument(searchable).replaceAll('"', '\\"'),
    /** The same expression as written in the migration. */
    searchSql: searchable
      .map((field) =>
        field.required ? `lower("${field.name}")` : `lower(coalesce("${field.name}", ''))`,
      )
      .join(" || chr(31) || "),
  };
}

/** `((lower(a) || chr(31)) || lower(COALESCE(b, ''::text)))`: how pg_get_expr prints the join. */
function printedDocument(fields: FieldContext[]): string {
  const ident = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name}"`);
  const term = (field: FieldContext) =>
    field.required
      ? `lower(${ident(field.name)})`
      : `lower(COALESCE(${ident(field.name)}, ''::text))`;
  return fields
    .slice(1)
    .reduce((left, field) => `((${left} || chr(31)) || ${term(field)})`, term(fields[0]!));
}

/** The zod rule of one field, as source; message ids `<model>.validation.<field><Problem>`. */
function zodOf(
  model: string,
  MODEL: string,
  field: FieldSpec,
  max: number | undefined,
  required: boolean,
): string {
  const id = (problem: string) => `message("${model}.validation.${field.name}${problem}")`;
  const limit = (kind: "MIN" | "MAX", text: boolean) =>
    `${MODEL}_${constant(field.name)}_${kind}${text ? "_LENGTH" : ""}`;
  const optional = required ? "" : ".nullish().transform((value) => (value ? value : null))";
  const parts: string[] = [];
  switch (field.type) {
    case "string":
    case "text":
    case "url":
    case "email": {
      parts.push("z.string()", ".trim()");
      if (required) parts.push(`.min(1, ${id("Required")})`);
      if (field.min !== undefined) parts.push(`.min(${limit("MIN", true)}, ${id("TooShort")})`);
      parts.push(`.max(${limit("MAX", true)}, ${id("TooLong")})`);
      parts.push(
        `.refine(${field.type === "text" ? "isVisibleText" : "isVisibleLine"}, ${id("Invalid")})`,
      );
      const empty = required ? "" : 'value === "" || ';
      if (field.type === "url") {
        parts.push(`.refine((value) => ${empty}externalHref(value) !== null, ${id("Invalid")})`);
      }
      if (field.type === "email") {
        parts.push(`.refine((value) => ${empty}isEmailAddress(value), ${id("Invalid")})`);
      }
      return parts.join("\n  ") + optional;
    }
    case "int":
      parts.push(`z.number(${id(required ? "Required" : "Invalid")})`, `.int(${id("Invalid")})`);
      if (field.min !== undefined) parts.push(`.min(${limit("MIN", false)}, ${id("TooSmall")})`);
      if (max !== undefined) parts.push(`.max(${limit("MAX", false)}, ${id("TooLarge")})`);
      return (
        parts.join("\n  ") + (required ? "" : ".nullish().transform((value) => value ?? null)")
      );
    case "decimal": {
      const scale = field.scale ?? 2;
      const pattern = scale ? `/^-?\\d{1,${18 - scale}}(\\.\\d{1,${scale}})?$/` : "/^-?\\d{1,18}$/";
      parts.push("z.string()", ".trim()");
      if (required) parts.push(`.min(1, ${id("Required")})`);
      parts.push(
        `.refine((value) => ${required ? "" : 'value === "" || '}${pattern}.test(value), ${id("Invalid")})`,
      );
      return parts.join("\n  ") + optional;
    }
    case "boolean":
      return `z.boolean(${id("Invalid")})`;
    // PostgreSQL's dates start at year 1: ISO's year 0000 would reach it and fail as a 5xx.
    case "date":
      return (
        `z.iso.date(${id(required ? "Required" : "Invalid")})` +
        `.refine((value) => !value.startsWith("0000"), ${id("Invalid")})` +
        (required ? "" : '.or(z.literal(""))' + optional)
      );
    case "datetime":
      return (
        `z.coerce.date(${id(required ? "Required" : "Invalid")})` +
        `.refine((value) => value.getUTCFullYear() >= 1 && value.getUTCFullYear() <= 9999, ${id("Invalid")})` +
        (required ? "" : ".nullish()")
      );
    case "enum":
      return (
        `z.enum(${MODEL}_${constant(field.name)}_VALUES, ${id(required ? "Required" : "Invalid")})` +
        (required ? "" : ".nullish().transform((value) => value ?? null)")
      );
  }
}

function fillOf(field: FieldSpec): string | null {
  if (field.type === "enum" || field.type === "boolean") return null;
  if (field.type === "datetime") return "2026-01-02T03:04";
  return String(JSON.parse(sampleOf(field, "one")));
}
