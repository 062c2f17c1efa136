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

// Organization tiers (spec §6), enforced by better-auth's organization plugin. Exactly the
// spec's statements: better-auth's defaults add an `ac` resource for dynamic roles, which
// we do not offer.
export const organizationStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
} as const;

export const organizationAccessControl = createAccessControl(organizationStatements);

const organizationManager = {
  organization: ["update"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
} as const;

export const organizationRoles = {
  owner: organizationAccessControl.newRole({
    ...organizationManager,
    organization: ["update", "delete"],
  }),
  admin: organizationAccessControl.newRole(organizationManager),
  member: organizationAccessControl.newRole({
    organization: [],
    member: [],
    invitation: [],
    team: [],
  }),
};
