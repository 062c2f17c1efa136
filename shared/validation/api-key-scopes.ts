import { APP_STATEMENTS } from "../auth/roles.ts";

// Plain data without zod, so screens that only show scopes (the key list) do not download the
// schema library (docs/decisions/027); api-key.ts builds the rules from it.

/** better-auth's admin resources a key may act on (server/auth/permissions.ts adds them). */
const ADMIN_RESOURCES = ["user", "session"] as const;
/** The actions a READ scope covers; every other action needs the resource's WRITE scope. */
export const READ_ACTIONS: ReadonlySet<string> = new Set<ReadAction>([
  "read",
  "list",
  "get",
  "readOwn",
]);
/** `apps` is the choice of area in the browser: no key gets it. */
type ScopedResource =
  (typeof ADMIN_RESOURCES)[number] | Exclude<keyof typeof APP_STATEMENTS, "apps">;

type ReadAction = "read" | "list" | "get" | "readOwn";
/** Resources whose actions are all reads: they have no WRITE scope. */
type ReadOnlyResource = {
  [Resource in keyof typeof APP_STATEMENTS]: [
    Exclude<(typeof APP_STATEMENTS)[Resource][number], ReadAction>,
  ] extends [never]
    ? Resource
    : never;
}[keyof typeof APP_STATEMENTS];

export type ApiKeyScope = Exclude<
  `${Uppercase<ScopedResource>}_${"READ" | "WRITE"}`,
  `${Uppercase<ReadOnlyResource>}_WRITE`
>;

/**
 * What a key may do: a READ and a WRITE scope per resource of the permission statements, in
 * their order, so a new statement in shared/auth/roles.ts is a new pair of scopes; a resource
 * with read actions only (organization: its changes need a browser session, ADR 110) has no
 * WRITE scope. server/auth/api-key-scopes.ts derives the same list; a test keeps them equal.
 */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = [
  ...ADMIN_RESOURCES.map((resource) => [resource, ["write"]] as const),
  ...Object.entries(APP_STATEMENTS).filter(([resource]) => resource !== "apps"),
].flatMap(([resource, actions]) => {
  const name = resource.toUpperCase() as Uppercase<ScopedResource>;
  const writes = (actions as readonly string[]).some((action) => !READ_ACTIONS.has(action));
  return (writes ? [`${name}_READ`, `${name}_WRITE`] : [`${name}_READ`]) as ApiKeyScope[];
});

/** Preselected in the form and the API's default: read-only. */
export const API_KEY_DEFAULT_SCOPES: readonly ApiKeyScope[] = API_KEY_SCOPES.filter((scope) =>
  scope.endsWith("_READ"),
);
