/** A user's page in the manager; global ids may hold "/", "+" or "=". */
export function userPath(id: string, action?: "update"): string {
  return `/manager/users/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;
}

/**
 * The manager's page of the user with this database id (better-auth's session holds that one):
 * the global id is the API's, base64 of "User:<id>" (the inverse of user-db-id.ts).
 */
export function userPathOfDbId(dbId: string): string {
  const bytes = new TextEncoder().encode(`User:${dbId}`);
  return userPath(btoa(String.fromCharCode(...bytes)));
}
