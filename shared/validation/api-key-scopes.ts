import { APP_STATEMENTS } from "../auth/roles.ts";

// Plain data without zod, so screens that only show scopes (the key list) do not download the
// schema library (docs/decisions/027); api-key.ts builds the rules from it.

/** better-auth's admin resources a key may act on (server/auth/permissions.ts adds them). */
const ADMIN_RESOURCES = ["user", "session"] as const;
/** `apps` is the choice of area in the browser: no key gets it. */
type ScopedResource =
  (typeof ADMIN_RESOURCES)[number] | Exclude<keyof typeof APP_STATEMENTS, "apps">;

export type ApiKeyScope = `${Uppercase<ScopedResource>}_${"READ" | "WRITE"}`;

/**
 * What a key may do: a READ and a WRITE scope per resource of the permission statements, in
 * their order, so a new statement in shared/auth/roles.ts is a new pair of scopes
 * (server/auth/api-key-scopes.ts derives the same list from the actions; a test keeps them equal).
 */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = [
  ...ADMIN_RESOURCES,
  ...(Object.keys(APP_STATEMENTS) as (keyof typeof APP_STATEMENTS)[]).filter(
    (resource): resource is Exclude<keyof typeof APP_STATEMENTS, "apps"> => resource !== "apps",
  ),
].flatMap((resource) => {
  const name = resource.toUpperCase() as Uppercase<ScopedResource>;
  return [`${name}_READ`, `${name}_WRITE`] as const;
});

/** Preselected in the form and the API's default: read-only. */
export const API_KEY_DEFAULT_SCOPES: readonly ApiKeyScope[] = API_KEY_SCOPES.filter((scope) =>
  scope.endsWith("_READ"),
);
