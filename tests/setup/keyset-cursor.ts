import { cursorOrigin, encodeCursor } from "../../server/pagination/connection.ts";

/** Every list and order a keyset cursor can be made for (docs/decisions/039-*). */
export const CURSOR_ORIGINS = [
  ...["NAME_ASC", "NAME_DESC", "CREATED_AT_DESC", "CREATED_AT_ASC"].map((order) =>
    cursorOrigin("repository", order),
  ),
  ...["EMAIL_ASC", "EMAIL_DESC", "NAME_ASC", "NAME_DESC", "CREATED_AT_DESC", "CREATED_AT_ASC"].map(
    (order) => cursorOrigin("user", order),
  ),
  cursorOrigin("auditEvent", "CREATED_AT_DESC"),
];

/** A cursor of `table`'s list read in `order`, as the server writes it, around any key. */
export function keysetCursor(table: string, order: string, key: string): string {
  return encodeCursor(key, cursorOrigin(table, order));
}
