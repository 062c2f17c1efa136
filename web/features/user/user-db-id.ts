// better-auth's admin routes take the database id inside a global ID (base64 of "User:<id>").
export function userDbId(globalId: string): string {
  let text: string;
  try {
    text = atob(globalId);
  } catch {
    return globalId;
  }
  return text.startsWith("User:") ? text.slice("User:".length) : globalId;
}
