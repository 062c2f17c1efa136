import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";

// The single source of truth for who may do what (spec §6). better-auth's admin plugin
// enforces it on its REST routes; the GraphQL scopes and the UI read the same statements.
export const statements = {
  ...defaultStatements,
  account: ["read", "update"],
  apps: ["app", "manager"],
  repository: ["read", "create", "update", "delete"],
} as const;

export const accessControl = createAccessControl(statements);

export const roles = {
  user: accessControl.newRole({
    account: ["update"],
    apps: ["app"],
    repository: ["read"],
  }),
  admin: accessControl.newRole({
    ...adminAc.statements,
    account: ["update"],
    apps: ["app", "manager"],
    repository: ["read", "create", "update", "delete"],
  }),
};

export type RoleName = keyof typeof roles;
export type Statements = typeof statements;
export type Permission = {
  [Resource in keyof Statements]?: Statements[Resource][number][];
};

/** Roles are stored comma-separated by better-auth's admin plugin ("admin,user"). */
export function parseRoles(value: string | null | undefined): RoleName[] {
  return (value ?? "user")
    .split(",")
    .map((role) => role.trim())
    .filter((role): role is RoleName => role in roles);
}

export function hasPermission(roleValue: string | null | undefined, permission: Permission) {
  return parseRoles(roleValue).some((role) => {
    const result = roles[role].authorize(permission);
    return result.success;
  });
}
