import type { GraphQLResolveInfo } from "graphql";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n.ts";
import {
  cursorOrigin,
  pageFromArgs,
  toConnection,
  type CountedConnection,
  type PageArgs,
} from "./connection.ts";
import type { KeysetOrder } from "./keyset-order.ts";
import { keysetQuery, type KeysetTable } from "./keyset-sql.ts";
import { searchOf } from "./search.ts";
import { selectsSubfield } from "./selected-fields.ts";
import { SEARCH_COUNT_CAP, TOTAL_COUNT_CAP } from "#shared/pagination/count-caps";

// The resolver of every root connection (`repositories`, `users`): arguments checked before any
// SQL, one statement for the page, and one for `totalCount` only when it is selected. The two
// run at the same time (two pool connections), so a page with its count waits for one round
// trip instead of two.

export type KeysetArgs = PageArgs & { searchTerm?: string | null };

export async function resolveKeysetConnection<Row extends object>(
  table: KeysetTable,
  order: KeysetOrder,
  args: KeysetArgs,
  context: { prisma: PrismaClient; locale: Locale },
  info: Pick<GraphQLResolveInfo, "fieldNodes" | "fragments" | "variableValues">,
  filters: Prisma.Sql[] = [],
): Promise<CountedConnection<Row>> {
  const origin = cursorOrigin(table.table, order.tag);
  const page = pageFromArgs(args, context.locale, origin);
  const search = searchOf(args, context.locale);
  const query = keysetQuery(table, order, page, search, context.locale, filters);
  const count = async () => {
    const [result] = await context.prisma.$queryRaw<{ count: number }[]>(query.count);
    return result?.count ?? 0;
  };
  const counting = selectsSubfield(info, "totalCount") ? count() : null;
  // Handled here too: if the page fails first, nobody awaits the count.
  counting?.catch(() => undefined);
  const rows = await context.prisma.$queryRaw<(Row & Parameters<typeof query.keyOf>[0])[]>(
    query.page,
  );
  return toConnection<Row>(
    rows,
    page,
    (row) => query.keyOf(row as Parameters<typeof query.keyOf>[0]),
    () => counting ?? count(),
    origin,
  );
}

/** The `totalCount` field of a keyset connection; `searchable` when it takes `searchTerm`. */
export function totalCountField(noun: string, { searchable = true } = {}) {
  const search = searchable ? `; with a \`searchTerm\`, up to ${SEARCH_COUNT_CAP}` : "";
  return {
    description: `Matching ${noun}, counted up to ${TOTAL_COUNT_CAP} (the value past it)${search}.`,
    resolve: (connection: object) => (connection as CountedConnection<unknown>).totalCount(),
  };
}
