import { parsePrismaCursor } from "@pothos/plugin-prisma";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from "#shared/api/limits";
import { NUL } from "../graphql/nul-characters.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "../graphql/errors.ts";

// The page arguments and cursors of every connection (docs/decisions/014-*): the root ones
// (keyset-connection.ts) and the Prisma plugin's related ones.

export type PageArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
};

/** The page asked for, its cursors decoded into keys. */
export type Page = { size: number; backward: boolean; after?: string; before?: string };

/**
 * Rejects page sizes outside 1–100 (as GitHub's API; not a silent clamp) and both first and
 * last. Checked before execution for every connection (graphql/cost.ts, with a 400),
 * and again by each resolver.
 */
export function assertPageSize(args: PageArgs, locale: Locale, status?: number): void {
  for (const field of ["first", "last"] as const) {
    const value = args[field];
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
  const decode = (cursor: string | null | undefined, field: string) => {
    if (cursor == null) return undefined;
    const text = Buffer.from(cursor, "base64url").toString();
    // PostgreSQL text cannot hold U+0000, which the NUL guard sees only encoded in a cursor.
    if (!text.startsWith(origin) || text.includes(NUL)) {
      throw apiError(locale, "VALIDATION", "api.errors.cursor", { field });
    }
    return text.slice(origin.length);
  };
  return {
    size: args.first ?? args.last ?? DEFAULT_PAGE_SIZE,
    backward: args.last != null || (args.before != null && args.first == null),
    after: decode(args.after, "after"),
    before: decode(args.before, "before"),
  };
}

/**
 * `k2:<table>:<order>:`, the start of every cursor of that list in that order
 * (docs/decisions/039-*): a key of one order is often a valid key of another, which silently
 * skipped or repeated rows instead of failing.
 */
export function cursorOrigin(table: string, order: string): string {
  return `k2:${table}:${order}:`;
}

export function encodeCursor(key: string, origin: string): string {
  return Buffer.from(`${origin}${key}`).toString("base64url");
}

/**
 * `maxSize` of the Prisma plugin's `relatedConnection`s on a string id: the one hook it calls
 * before decoding the cursor into the parent's query. Anything but a string key without NUL
 * (its cursors carry typed chunks: `N:1`, `O:{…}`) failed in Prisma as an internal error.
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
