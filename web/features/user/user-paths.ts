/** A user's page in the manager; global ids may hold "/", "+" or "=". */
export function userPath(id: string, action?: "update"): string {
  return `/manager/users/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;
}
