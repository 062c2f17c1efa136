import { parsePrismaCursor } from "@pothos/plugin-prisma";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from "#shared/api/limits";
import { NUL } from "../graphql/nul-characters.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "../graphql/errors.ts";

// Keyset ("seek") pagination for the root connections (docs/decisions/014-*). Prisma's own
// `cursor` becomes a sub-select plus OR predicates that PostgreSQL cannot use as an index
// bound, so deep pages scanned everything before them. Here a page is
// `WHERE key > $after ORDER BY key LIMIT size + 1` on a unique, indexed key: page 5 000 costs
// what page 1 costs. This file holds the arguments, cursors and the connection shape;
// keyset-sql.ts writes the SQL and keyset-connection.ts is the resolver.

export type PageArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
};

export type Page = {
  size: number;
  backward: boolean;
  after: string | undefined;
  before: string | undefined;
};

/**
 * Rejects page sizes outside 0–100 (an error, not a silent clamp) and both first and last.
 * Checked before execution for every connection of a document (graphql/cost-limit.ts, with
 * a 400), and again by each resolver.
 */
export function assertPageSize(args: PageArgs, locale: Locale, status?: number): void {
  for (const field of ["first", "last"] as const) {
    const value = args[field];
    // 1–100 as GitHub's API: a page of none is no page (totalCount alone takes first: 1).
    if (value != null && (value < MIN_PAGE_SIZE || value > MAX_PAGE_SIZE)) {
      throw apiError(locale, "VALIDATION", "api.errors.pageSize", {
        field,
        values: { min: MIN_PAGE_SIZE, max: MAX_PAGE_SIZE },
        status,
      });
    }
  }
  if (args.first != null && args.last != null) {
    throw apiError(locale, "VALIDATION", "api.errors.firstAndLast", { field: "last", status });
  }
}

/** `origin` names the list and order the cursors must come from (`cursorOrigin`). */
export function pageFromArgs(args: PageArgs, locale: Locale, origin: string): Page {
  assertPageSize(args, locale);
  const backward = args.last != null || (args.before != null && args.first == null);
  const decode = (cursor: string, field: string) => decodeCursor(cursor, origin, field, locale);
  return {
    size: args.first ?? args.last ?? DEFAULT_PAGE_SIZE,
    backward,
    after: args.after == null ? undefined : decode(args.after, "after"),
    before: args.before == null ? undefined : decode(args.before, "before"),
  };
}

// `k2:<table>:<order>:<key>`. The list and order are part of the cursor (docs/decisions/039-*):
// a key of one order is often a valid key of another (two orders of one column, or a name
// that parses as a date), which silently skipped or repeated rows instead of failing.
const CURSOR_VERSION = "k2";

/** What a cursor is bound to: the table and the order that made it. */
export function cursorOrigin(table: string, order: string): string {
  return `${CURSOR_VERSION}:${table}:${order}:`;
}

export function encodeCursor(key: string, origin: string): string {
  return Buffer.from(`${origin}${key}`).toString("base64url");
}

function decodeCursor(cursor: string, origin: string, field: string, locale: Locale): string {
  const text = Buffer.from(cursor, "base64url").toString();
  // The NUL guard (graphql/nul-characters.ts) sees the encoded cursor only; PostgreSQL text
  // cannot hold U+0000, so a decoded one would fail in SQL as an internal error.
  if (!text.startsWith(origin) || text.includes(NUL)) {
    throw apiError(locale, "VALIDATION", "api.errors.cursor", { field });
  }
  return text.slice(origin.length);
}

/**
 * `maxSize` of @pothos/plugin-prisma's `relatedConnection`s on a string id: the one hook that
 * plugin calls with the arguments before it decodes the cursor into the parent's query. Its
 * cursors carry typed chunks (`N:1`, `O:{…}`, `T:[…]`); anything but a string key without NUL
 * reached Prisma and failed there as an internal error.
 */
export function relatedConnectionMaxSize(args: PageArgs, context: { locale: Locale }): number {
  assertPageSize(args, context.locale);
  for (const field of ["after", "before"] as const) {
    const cursor = args[field];
    if (cursor == null) continue;
    let key: unknown;
    try {
      key = parsePrismaCursor(cursor);
    } catch {
      key = undefined;
    }
    if (typeof key !== "string" || key.includes(NUL)) {
      throw apiError(context.locale, "VALIDATION", "api.errors.cursor", { field });
    }
  }
  return MAX_PAGE_SIZE;
}

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

export function toConnection<Node>(
  rows: Node[],
  page: Page,
  keyOf: (node: Node) => string,
  totalCount: () => Promise<number>,
  origin: string,
): CountedConnection<Node> {
  const more = rows.length > page.size;
  const nodes = rows.slice(0, page.size);
  if (page.backward) nodes.reverse();
  const edges = nodes.map((node) => ({ cursor: encodeCursor(keyOf(node), origin), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.backward ? page.before !== undefined : more,
      hasPreviousPage: page.backward ? more : page.after !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}
