/**
 * The database id inside a User global ID (Pothos: base64 of "User:<id>"), which
 * better-auth's admin routes take as `userId`.
 */
export function userDbId(globalId: string): string {
  let text: string;
  try {
    text = atob(globalId);
  } catch {
    return globalId;
  }
  return text.startsWith("User:") ? text.slice("User:".length) : globalId;
}
