import { Prisma } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n.ts";
import { countCap } from "#shared/pagination/count-caps";
import type { Page } from "./connection.ts";
import { ordering, type KeysetOrder, type Ordering } from "./keyset-order.ts";
import { searchCondition, type Search, type SearchColumns } from "./search.ts";

// The SQL of every root connection (docs/decisions/014-*): one page statement and one capped
// count, written here once. Raw SQL because Prisma can write neither the row comparison
// `(a, b) > ($1, $2)` that makes a two-column keyset an Index Cond, nor `lower(x) COLLATE "C"`,
// nor a count without ORDER BY (its `count({ take })` sorted every match before counting).

/** A table that pages by keyset. Identifiers are code constants, never input. */
export type KeysetTable = {
  table: string;
  /** The unique text column of the default order (`name`, `email`). */
  key: string;
  search: SearchColumns;
};

const quote = (column: string) => Prisma.raw(`"${column}"`);
const tuple = (items: Prisma.Sql[]) => Prisma.sql`(${Prisma.join(items, ", ")})`;

export type KeysetQuery = {
  page: Prisma.Sql;
  count: Prisma.Sql;
  keyOf: Ordering["keyOf"];
};

/**
 * `SELECT * … WHERE search AND (columns) > (cursor) ORDER BY columns LIMIT size + 1`, and the
 * count of at most `countCap` matches (a lower cap with a search term). `last`/`before` read
 * the index the other way and `toConnection` puts the rows back in order.
 */
export function keysetQuery(
  table: KeysetTable,
  order: KeysetOrder,
  page: Page,
  search: Search | undefined,
  locale: Locale,
  /** Conditions every row of the connection meets (the audit log's filters). */
  filters: Prisma.Sql[] = [],
): KeysetQuery {
  const { columns, descending, keyOf, values } = ordering(table.key, order, search, locale);
  const forward = descending ? "<" : ">";
  const backward = descending ? ">" : "<";
  const matches = search ? searchCondition(search, table.search) : undefined;
  const scope = matches ? [matches, ...filters] : filters;
  const conditions = [...scope];
  if (page.after !== undefined) {
    conditions.push(
      Prisma.sql`${tuple(columns)} ${Prisma.raw(forward)} ${tuple(values(page.after, "after"))}`,
    );
  }
  if (page.before !== undefined) {
    conditions.push(
      Prisma.sql`${tuple(columns)} ${Prisma.raw(backward)} ${tuple(values(page.before, "before"))}`,
    );
  }
  const direction = Prisma.raw(descending !== page.backward ? "DESC" : "ASC");
  const from = quote(table.table);
  const where = conditions.length
    ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`
    : Prisma.empty;
  const orderBy = Prisma.join(
    columns.map((column) => Prisma.sql`${column} ${direction}`),
    ", ",
  );
  return {
    page: Prisma.sql`SELECT * FROM ${from} ${where} ORDER BY ${orderBy} LIMIT ${page.size + 1}`,
    // No ORDER BY: any cap's worth of matches will do, so the scan stops at the cap.
    count: Prisma.sql`SELECT count(*)::int AS "count" FROM (SELECT 1 FROM ${from} ${scope.length ? Prisma.sql`WHERE ${Prisma.join(scope, " AND ")}` : Prisma.empty} LIMIT ${countCap(search?.term)}) AS "matches"`,
    keyOf,
  };
}
