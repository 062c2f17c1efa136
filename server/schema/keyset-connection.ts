import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n.ts";
import {
  pageFromArgs,
  toConnection,
  TOTAL_COUNT_CAP,
  type CountedConnection,
  type PageArgs,
} from "./connection.ts";
import { keysetQuery, type KeysetOrder, type KeysetTable } from "./keyset-sql.ts";
import { searchOf } from "./search.ts";

// The resolver of every root connection (`repositories`, `users`): arguments checked before any
// SQL, one statement for the page, and one for `totalCount` only when it is selected.

export type KeysetArgs = PageArgs & { searchTerm?: string | null };

export async function resolveKeysetConnection<Row extends object>(
  table: KeysetTable,
  order: KeysetOrder,
  args: KeysetArgs,
  context: { prisma: PrismaClient; locale: Locale },
  filters: Prisma.Sql[] = [],
): Promise<CountedConnection<Row>> {
  const page = pageFromArgs(args, context.locale);
  const search = searchOf(args, context.locale);
  const query = keysetQuery(table, order, page, search, context.locale, filters);
  const rows = await context.prisma.$queryRaw<(Row & Parameters<typeof query.keyOf>[0])[]>(
    query.page,
  );
  return toConnection<Row>(
    rows,
    page,
    (row) => query.keyOf(row as Parameters<typeof query.keyOf>[0]),
    async () => {
      const [result] = await context.prisma.$queryRaw<{ count: number }[]>(query.count);
      return result?.count ?? 0;
    },
  );
}

/** The `totalCount` field of a keyset connection. */
export function totalCountField(noun: string) {
  return {
    description: `Matching ${noun}, counted up to ${TOTAL_COUNT_CAP} (the value past it).`,
    resolve: (connection: object) => (connection as CountedConnection<unknown>).totalCount(),
  };
}
