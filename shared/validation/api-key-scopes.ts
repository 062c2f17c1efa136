// Plain data without zod, so screens that only show scopes (the key list) do not download the
// schema library (docs/decisions/027); api-key.ts builds the rules from it.

/**
 * What a key may do, each a resource of the permission statements with its read or write
 * actions (server/auth/api-key-scopes.ts derives the same list and a test keeps them equal).
 */
export const API_KEY_SCOPES = [
  "USER_READ",
  "USER_WRITE",
  "SESSION_READ",
  "SESSION_WRITE",
  "ACCOUNT_READ",
  "ACCOUNT_WRITE",
  "REPOSITORY_READ",
  "REPOSITORY_WRITE",
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Preselected in the form and the API's default: read-only. */
export const API_KEY_DEFAULT_SCOPES: readonly ApiKeyScope[] = API_KEY_SCOPES.filter((scope) =>
  scope.endsWith("_READ"),
);
