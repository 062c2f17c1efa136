// Who may do what in Groundwork's own resources: the one definition that the server's
// access control (server/auth/permissions.ts builds better-auth roles from it) and the web
// app's guards read (docs/decisions/029). Plain data, so the sign-in screens can ask
// "may this user enter the manager area?" without loading better-auth.

export const ROLES = ["admin", "user"] as const;
export type RoleName = (typeof ROLES)[number];
/** better-auth's admin plugin `defaultRole`: what a user without a role is. */
export const DEFAULT_ROLE: RoleName = "user";

export const APP_STATEMENTS = {
  account: ["read", "update"],
  apps: ["app", "manager"],
  repository: ["read", "create", "update", "delete"],
  // One's own outbound webhook endpoints (docs/decisions/107): nobody reads another's.
  webhook: ["read", "create", "update", "delete"],
  // Reading the organizations one belongs to (docs/decisions/110); their changes are better-auth's
  // organization endpoints, which act for a browser session and check the member's tier.
  // `list` and `delete` are the manager's: every organization, and deleting any of them.
  organization: ["read", "list", "delete"],
} as const;

type AppStatements = typeof APP_STATEMENTS;
export type AppGrants = { [Resource in keyof AppStatements]: AppStatements[Resource][number][] };

/** Each role's rights on the resources above; admins also get better-auth's admin rights. */
export const ROLE_GRANTS: Record<RoleName, AppGrants> = {
  // `account: read` is one's own account (viewer); the ACCOUNT_READ key scope maps onto it.
  user: {
    account: ["read", "update"],
    apps: ["app"],
    repository: ["read"],
    webhook: ["read", "create", "update", "delete"],
    organization: ["read"],
  },
  admin: {
    account: ["read", "update"],
    apps: ["app", "manager"],
    repository: ["read", "create", "update", "delete"],
    webhook: ["read", "create", "update", "delete"],
    organization: ["read", "list", "delete"],
  },
};

export function isRoleName(value: string): value is RoleName {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * The roles of a user, stored comma-separated by better-auth's admin plugin ("admin,user").
 * An empty or missing value is the default role, as better-auth's own permission checks read
 * it; unknown names grant nothing and are dropped.
 */
export function parseRoles(value: string | null | undefined): RoleName[] {
  return (value || DEFAULT_ROLE)
    .split(",")
    .map((role) => role.trim())
    .filter(isRoleName);
}

/** Whether any of the user's roles opens the manager area (the guards' question). */
export function canEnterManager(value: string | null | undefined): boolean {
  return parseRoles(value).some((role) => ROLE_GRANTS[role].apps.includes("manager"));
}
