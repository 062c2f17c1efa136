import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { APP_STATEMENTS, parseRoles, ROLE_GRANTS, type RoleName } from "#shared/auth/roles";

// better-auth's access control built from the shared role grants (shared/auth/roles.ts, the
// one definition, docs/decisions/029). better-auth's admin plugin enforces it on its REST
// routes; the GraphQL scopes read the same roles, and the web's guards the same grants.
export const statements = { ...defaultStatements, ...APP_STATEMENTS } as const;

export const accessControl = createAccessControl(statements);

export const roles = {
  user: accessControl.newRole(ROLE_GRANTS.user),
  admin: accessControl.newRole({ ...adminAc.statements, ...ROLE_GRANTS.admin }),
} satisfies Record<RoleName, unknown>;

export { parseRoles, type RoleName };
export type Statements = typeof statements;
export type Permission = {
  [Resource in keyof Statements]?: Statements[Resource][number][];
};

export function hasPermission(roleValue: string | null | undefined, permission: Permission) {
  return parseRoles(roleValue).some((role) => roles[role].authorize(permission).success);
}

// Organization tiers (docs/product.md §Permissions), enforced by better-auth's organization
// plugin. Exactly the spec's statements: better-auth's defaults add an `ac` resource for
// dynamic roles, which we do not offer. The owner holds them all, an admin all but deletion.
export const organizationStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
} as const;

export const organizationAccessControl = createAccessControl(organizationStatements);

export const organizationRoles = {
  owner: organizationAccessControl.newRole(organizationStatements),
  admin: organizationAccessControl.newRole({ ...organizationStatements, organization: ["update"] }),
  member: organizationAccessControl.newRole({
    organization: [],
    member: [],
    invitation: [],
    team: [],
  }),
};

export type OrganizationPermission = {
  [
    Resource in keyof typeof organizationStatements
  ]?: (typeof organizationStatements)[Resource][number][];
};
export type OrganizationRole = keyof typeof organizationRoles;
export const ORGANIZATION_ROLES = Object.keys(organizationRoles) as OrganizationRole[];

/** A member's tiers, stored comma-separated by better-auth ("admin,owner"); unknown ones dropped. */
export function parseOrganizationRoles(value: string | null | undefined): OrganizationRole[] {
  return (value ?? "")
    .split(",")
    .map((role) => role.trim())
    .filter((role): role is OrganizationRole => role in organizationRoles);
}

/** Whether a member's tier grants the permission, as better-auth's organization plugin checks it. */
export function hasOrganizationPermission(
  roleValue: string | null | undefined,
  permission: OrganizationPermission,
): boolean {
  return parseOrganizationRoles(roleValue).some(
    (role) => organizationRoles[role].authorize(permission).success,
  );
}
