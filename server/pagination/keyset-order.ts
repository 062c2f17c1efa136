import { Prisma } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "../graphql/errors.ts";
import { lowerC, type Search } from "./search.ts";

// The orders a root connection can be read in (docs/decisions/039-*), each a B-tree index read
// forwards or backwards, so every page of every order costs what the first one costs:
// - by the table's unique key (`name`, `email`): that column alone;
// - newest or oldest first: the pair (createdAt, id);
// - by another text column (users' name): the pair (column, id), on a `(column, id)` index.

export type KeysetOrder = {
  /** Written into every cursor, so a cursor only works with the order that made it. */
  tag: string;
  by: "key" | "createdAt" | { column: string };
  descending: boolean;
};

/** Newest first: the audit log's only order, and an option of the lists. */
export const NEWEST_FIRST: KeysetOrder = {
  tag: "CREATED_AT_DESC",
  by: "createdAt",
  descending: true,
};

type Row = Record<string, unknown> & CreatedAtKey;

/** Ordered columns, whether they run downwards, and a row's cursor key and its SQL values. */
export type Ordering = {
  columns: Prisma.Sql[];
  descending: boolean;
  keyOf: (row: Row) => string;
  values: (key: string, field: string) => Prisma.Sql[];
};

const quote = (column: string) => Prisma.raw(`"${column}"`);

// Between the two parts of a pair's key: ids are generated and never hold it. A (column, id)
// key is `<id>|<value>`, so the first one ends the id and the value may hold any character.
// A (createdAt, id) key is `<ISO date>|<id>`: a name or e-mail cursor has no valid date, so
// mixing orders fails as VALIDATION.
const SEPARATOR = "|";

type CreatedAtKey = { createdAt: Date; id: string };

/**
 * Years a row's createdAt can have. JavaScript reads years from -271821 to 275760, and
 * PostgreSQL refused some of those as an internal error (found by the fuzzer).
 */
const YEARS = { min: 1, max: 9999 };

function parseCreatedAtKey(key: string, field: string, locale: Locale): CreatedAtKey {
  const at = key.indexOf(SEPARATOR);
  const createdAt = new Date(key.slice(0, at));
  const year = createdAt.getUTCFullYear();
  if (at < 0 || !(year >= YEARS.min && year <= YEARS.max) || at === key.length - 1) {
    throw apiError(locale, "VALIDATION", "api.errors.cursor", { field });
  }
  return { createdAt, id: key.slice(at + 1) };
}

function columnAndId(column: string, locale: Locale): Omit<Ordering, "descending"> {
  return {
    columns: [quote(column), quote("id")],
    keyOf: (row) => `${String(row.id)}${SEPARATOR}${String(row[column])}`,
    values: (key, field) => {
      const at = key.indexOf(SEPARATOR);
      if (at < 1) throw apiError(locale, "VALIDATION", "api.errors.cursor", { field });
      return [Prisma.sql`${key.slice(at + 1)}`, Prisma.sql`${key.slice(0, at)}`];
    },
  };
}

export function ordering(
  key: string,
  order: KeysetOrder,
  search: Search | undefined,
  locale: Locale,
): Ordering {
  const { by, descending } = order;
  if (by === "createdAt") {
    return {
      columns: [quote("createdAt"), quote("id")],
      descending,
      keyOf: (row) => `${row.createdAt.toISOString()}${SEPARATOR}${row.id}`,
      values: (cursor, field) => {
        const { createdAt, id } = parseCreatedAtKey(cursor, field, locale);
        return [Prisma.sql`${createdAt}::timestamp(3)`, Prisma.sql`${id}`];
      },
    };
  }
  if (by !== "key") return { ...columnAndId(by.column, locale), descending };
  const keyOf = (row: Row) => String(row[key]);
  if (search?.kind === "prefix") {
    // A prefix is a range of the `(lower(key) COLLATE "C", key COLLATE "C")` index; reading
    // it in that order (either way) lets the LIMIT stop the scan, whatever the number of
    // matches.
    return {
      columns: [lowerC(key), Prisma.sql`${quote(key)} COLLATE "C"`],
      descending,
      keyOf,
      values: (cursor) => [
        Prisma.sql`lower(${cursor}) COLLATE "C"`,
        Prisma.sql`${cursor} COLLATE "C"`,
      ],
    };
  }
  return { columns: [quote(key)], descending, keyOf, values: (cursor) => [Prisma.sql`${cursor}`] };
}

/** The values of a list's order enum: how each reads the table, and its description. */
export type OrderChoices = Record<string, Omit<KeysetOrder, "tag"> & { description: string }>;

/** The enum's values for `builder.enumType`, descriptions only. */
export function orderEnumValues<Choices extends OrderChoices>(choices: Choices) {
  return Object.fromEntries(
    Object.entries(choices).map(([value, { description }]) => [value, { description }]),
  ) as { [Value in keyof Choices]: { description: string } };
}

/** The order an enum value names; its name is the cursors' tag. */
export function orderOf(choices: OrderChoices, value: string): KeysetOrder {
  const choice = choices[value];
  if (!choice) throw new Error(`unknown order ${value}`);
  return { tag: value, by: choice.by, descending: choice.descending };
}
