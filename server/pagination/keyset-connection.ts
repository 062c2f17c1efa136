import type { GraphQLResolveInfo } from "graphql";
import { countCap, SEARCH_COUNT_CAP, TOTAL_COUNT_CAP } from "#shared/pagination/count-caps";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { queryRows } from "../db/direct-query.ts";
import { apiError } from "../graphql/errors.ts";
import type { Locale } from "../i18n.ts";
import { cursorOrigin, encodeCursor, pageFromArgs, type PageArgs } from "./connection.ts";
import { lowerC, searchCondition, searchOf, type SearchColumns } from "./search.ts";
import { selectsSubfield } from "./selected-fields.ts";

// Every root connection (`repositories`, `users`, the audit log) pages by keyset
// (docs/decisions/014-*, 039-*): `WHERE (columns) > (cursor) ORDER BY columns LIMIT size + 1`
// on a B-tree index read either way, so page 5 000 costs what page 1 costs. Raw SQL: Prisma
// writes neither the row comparison nor `lower(x) COLLATE "C"`, its `cursor` became a
// sub-select no index could bound, and its count sorted every match first. `totalCount` is a
// capped count, sent beside the page (two pool connections) only when it is selected.

/** How a list can be read: by the unique key, by (createdAt, id), or by (column, id). */
export type KeysetOrder = {
  by: "key" | "createdAt" | { column: string };
  descending: boolean;
  description: string;
};

/** Newest and oldest first, on a `(createdAt, id)` index: orders of every list. */
export const CREATED_AT_ORDERS = {
  CREATED_AT_DESC: { by: "createdAt", descending: true, description: "Newest first (ties by id)." },
  CREATED_AT_ASC: { by: "createdAt", descending: false, description: "Oldest first (ties by id)." },
} satisfies Record<string, KeysetOrder>;

/** A table that pages by keyset; its orders are the values of its order enum. */
export type KeysetTable = {
  /** Identifiers are code constants, never input. */
  table: string;
  /**
   * The columns a node is read with: the model's scalar fields (`Prisma.<Model>ScalarFieldEnum`),
   * so the columns Prisma ignores (the search documents) are neither sent nor parsed.
   */
  columns: readonly string[];
  /** The unique text column of the default order (`name`, `email`). */
  key: string;
  search: SearchColumns;
  orders: Record<string, KeysetOrder>;
};

export type KeysetArgs = PageArgs & { searchTerm?: string | null };

export type CountedConnection<Node> = {
  edges: { cursor: string; node: Node }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  /** Run only when `totalCount` is selected. */
  totalCount: () => Promise<number>;
};

type Row = Record<string, unknown> & { id: string; createdAt: Date };

/** The ordered columns, a row's cursor key, and the SQL values of a cursor's key. */
type Ordering = {
  columns: Prisma.Sql[];
  keyOf: (row: Row) => string;
  values: (key: string, field: string) => Prisma.Sql[];
};

const quote = (column: string) => Prisma.raw(`"${column}"`);
const tuple = (items: Prisma.Sql[]) => Prisma.sql`(${Prisma.join(items, ", ")})`;
const where = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;

// Between the two parts of a pair's key; ids are generated and never hold it. A (column, id)
// key is `<id>|<value>`, so the value may hold any character; a (createdAt, id) key is
// `<ISO date>|<id>`, so a name or e-mail cursor has no valid date and fails as VALIDATION.
const SEPARATOR = "|";

function ordering(
  table: KeysetTable,
  by: KeysetOrder["by"],
  prefix: boolean,
  locale: Locale,
): Ordering {
  const invalid = (field: string) => apiError(locale, "VALIDATION", "api.errors.cursor", { field });
  if (by === "createdAt") {
    return {
      columns: [quote("createdAt"), quote("id")],
      keyOf: (row) => `${row.createdAt.toISOString()}${SEPARATOR}${row.id}`,
      values: (key, field) => {
        const at = key.indexOf(SEPARATOR);
        const createdAt = new Date(key.slice(0, at));
        const year = createdAt.getUTCFullYear();
        // Years JavaScript reads and PostgreSQL refused as an internal error (the fuzzer).
        if (at < 0 || !(year >= 1 && year <= 9999) || at === key.length - 1) throw invalid(field);
        return [Prisma.sql`${createdAt}::timestamp(3)`, Prisma.sql`${key.slice(at + 1)}`];
      },
    };
  }
  if (by !== "key") {
    return {
      columns: [quote(by.column), quote("id")],
      keyOf: (row) => `${row.id}${SEPARATOR}${String(row[by.column])}`,
      values: (key, field) => {
        const at = key.indexOf(SEPARATOR);
        if (at < 1) throw invalid(field);
        return [Prisma.sql`${key.slice(at + 1)}`, Prisma.sql`${key.slice(0, at)}`];
      },
    };
  }
  const keyOf = (row: Row) => String(row[table.key]);
  if (!prefix) {
    return { columns: [quote(table.key)], keyOf, values: (key) => [Prisma.sql`${key}`] };
  }
  // A prefix search reads a range of the `(lower(key) COLLATE "C", key COLLATE "C")` index in
  // its order (either way), so the LIMIT stops the scan whatever the number of matches.
  return {
    columns: [lowerC(table.key), Prisma.sql`${quote(table.key)} COLLATE "C"`],
    keyOf,
    values: (key) => [Prisma.sql`lower(${key}) COLLATE "C"`, Prisma.sql`${key} COLLATE "C"`],
  };
}

/** A page of `table` in `orderBy` (a value of its order enum); every row meets `filters`. */
export async function resolveKeysetConnection<Node extends object>(
  table: KeysetTable,
  orderBy: string,
  args: KeysetArgs,
  context: { prisma: PrismaClient; locale: Locale },
  info: Pick<GraphQLResolveInfo, "fieldNodes" | "fragments" | "variableValues">,
  filters: Prisma.Sql[] = [],
): Promise<CountedConnection<Node>> {
  const order = table.orders[orderBy];
  if (!order) throw new Error(`unknown order ${orderBy}`);
  // The cursors carry the list and order, so one of another order is VALIDATION.
  const origin = cursorOrigin(table.table, orderBy);
  const page = pageFromArgs(args, context.locale, origin);
  const search = searchOf(args, context.locale);
  const prefix = search?.kind === "prefix";
  const { columns, keyOf, values } = ordering(table, order.by, prefix, context.locale);
  const scope = search ? [searchCondition(search, table.search), ...filters] : filters;
  const conditions = [...scope];
  for (const field of ["after", "before"] as const) {
    const key = page[field];
    if (key === undefined) continue;
    const operator = (field === "after") !== order.descending ? ">" : "<";
    conditions.push(
      Prisma.sql`${tuple(columns)} ${Prisma.raw(operator)} ${tuple(values(key, field))}`,
    );
  }
  // `last`/`before` read the index the other way; the rows are put back in order below.
  const direction = Prisma.raw(order.descending !== page.backward ? "DESC" : "ASC");
  const sorted = Prisma.join(
    columns.map((column) => Prisma.sql`${column} ${direction}`),
    ", ",
  );
  const from = quote(table.table);
  const selected = Prisma.join(table.columns.map(quote), ", ");

  const count = async () => {
    // No ORDER BY: any cap's worth of matches will do, so the scan stops at the cap.
    const [result] = await queryRows<{ count: number }>(
      context.prisma,
      Prisma.sql`
      SELECT count(*)::int AS "count" FROM (
        SELECT 1 FROM ${from} ${where(scope)} LIMIT ${countCap(search?.term)}
      ) AS "matches"`,
    );
    return result?.count ?? 0;
  };
  const counting = selectsSubfield(info, "totalCount") ? count() : null;
  // Handled here too: if the page fails first, nobody awaits the count.
  counting?.catch(() => undefined);
  const rows = await queryRows<Row>(
    context.prisma,
    Prisma.sql`
    SELECT ${selected} FROM ${from} ${where(conditions)} ORDER BY ${sorted} LIMIT ${page.size + 1}`,
  );

  const more = rows.length > page.size;
  const nodes = rows.slice(0, page.size);
  if (page.backward) nodes.reverse();
  const edges = nodes.map((row) => ({
    cursor: encodeCursor(keyOf(row), origin),
    node: row as unknown as Node,
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.backward ? page.before !== undefined : more,
      hasPreviousPage: page.backward ? more : page.after !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: () => counting ?? count(),
  };
}

/** The `totalCount` field of a keyset connection; `searchable` when it takes `searchTerm`. */
export function totalCountField(noun: string, { searchable = true } = {}) {
  const search = searchable ? `; with a \`searchTerm\`, up to ${SEARCH_COUNT_CAP}` : "";
  return {
    description: `Matching ${noun}, counted up to ${TOTAL_COUNT_CAP} (the value past it)${search}.`,
    resolve: (connection: object) => (connection as CountedConnection<unknown>).totalCount(),
  };
}
