import {
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_ROLE_NAMES,
  ORGANIZATION_SLUG_MAX_LENGTH,
  ORGANIZATION_SLUG_MIN_LENGTH,
} from "#shared/validation/organization";
import {
  hasOrganizationPermission,
  parseOrganizationRoles,
  type OrganizationPermission,
} from "../auth/permissions.ts";
import { relatedConnectionMaxSize } from "../pagination/connection.ts";
import { relatedTotalCountField } from "../graphql/relay-descriptions.ts";
import { builder } from "./builder.ts";
import { UserRef } from "./user.ts";
import type { Context } from "../graphql/context.ts";

// Organizations (docs/decisions/110-organizations.md): better-auth's organization plugin owns
// the rules and the writes; GraphQL reads its tables. Members see their organization (keys:
// ORGANIZATION_READ), admins every one (the manager); to anyone else an organization's id names
// nothing (null, NOT_FOUND), as a missing one.

/** The organizations the caller belongs to, as a Prisma filter. */
export const memberOf = (context: Context) => ({
  members: { some: { userId: context.principal?.userId ?? "" } },
});

/** The rows of an organization's tables the caller may read: all for admins, else their own. */
export function visibleOrganizations(context: Context) {
  return context.can({ organization: ["list"] }) ? {} : memberOf(context);
}

/** Whether the caller may read the organization: a member, or an admin (the manager). */
export const organizationReader = (organizationId: string) => ({
  $any: { member: { organizationId }, permission: { organization: ["list" as const] } },
});

export const OrganizationRoleEnum = builder.enumType("OrganizationRole", {
  description: "A member's tier in an organization (docs/api.md#organizations).",
  values: {
    OWNER: { value: "owner", description: "Every right, and deleting the organization." },
    ADMIN: {
      value: "admin",
      description: "Updates the organization, invites, and manages members and teams.",
    },
    MEMBER: { value: "member", description: "Reads the organization; changes nothing." },
  } satisfies Record<Uppercase<(typeof ORGANIZATION_ROLE_NAMES)[number]>, unknown>,
});

/** The highest of a member's stored tiers ("admin,member" is an admin). */
export function highestRole(value: string | null | undefined) {
  const held = parseOrganizationRoles(value);
  return ORGANIZATION_ROLE_NAMES.find((role) => held.includes(role)) ?? null;
}

/** What the viewer may do in an organization, so screens offer only what will work. */
const ABILITIES = {
  UPDATE: { organization: ["update"] },
  DELETE: { organization: ["delete"] },
  INVITE: { invitation: ["create", "cancel"] },
  MANAGE_MEMBERS: { member: ["update", "delete"] },
  MANAGE_TEAMS: { team: ["create", "update", "delete"] },
} satisfies Record<string, OrganizationPermission>;

export const OrganizationAbilityEnum = builder.enumType("OrganizationAbility", {
  description: "An action the viewer's tier allows in an organization.",
  values: {
    UPDATE: { description: "Rename it or change its slug (admins, owners)." },
    DELETE: { description: "Delete it (owners)." },
    INVITE: { description: "Invite people, cancel and resend invitations (admins, owners)." },
    MANAGE_MEMBERS: { description: "Change members' roles, remove members (admins, owners)." },
    MANAGE_TEAMS: { description: "Create, rename and delete teams, and staff them." },
  } satisfies Record<keyof typeof ABILITIES, unknown>,
});

export const OrganizationRef = builder.prismaNode("Organization", {
  id: { field: "id" },
  nullable: true,
  // Loaded only among the caller's own: another organization's id reads as none.
  findUnique: (id, context) => ({ id, ...visibleOrganizations(context) }),
  authScopes: (organization) => organizationReader(organization.id),
  description:
    "An organization: its members, teams and invitations. Visible to its members and to admins (keys: ORGANIZATION_READ). Changes need a browser session.",
  fields: (t) => ({
    name: t.exposeString("name", {
      description: `1–${ORGANIZATION_NAME_MAX_LENGTH} visible characters.`,
    }),
    slug: t.exposeString("slug", {
      description: `Unique, ${ORGANIZATION_SLUG_MIN_LENGTH}–${ORGANIZATION_SLUG_MAX_LENGTH} lower-case letters, digits and inner hyphens: /app/organizations/<slug>.`,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    viewerRole: t.field({
      type: OrganizationRoleEnum,
      nullable: true,
      description: "The viewer's tier here; null for an admin who is not a member.",
      resolve: async (organization, _args, context) =>
        highestRole(await context.organizationRole(organization.id)),
    }),
    viewerAbilities: t.field({
      type: [OrganizationAbilityEnum],
      description: "What the viewer's tier allows here; the server checks again on every change.",
      resolve: async (organization, _args, context) => {
        const role = await context.organizationRole(organization.id);
        return (Object.keys(ABILITIES) as (keyof typeof ABILITIES)[]).filter((ability) =>
          hasOrganizationPermission(role, ABILITIES[ability]),
        );
      },
    }),
  }),
});

builder.queryField("organization", (t) =>
  t.prismaField({
    type: "Organization",
    nullable: true,
    description:
      "One of the viewer's organizations by slug; null when none of theirs has it. Keys need ORGANIZATION_READ.",
    args: { slug: t.arg.string({ required: true, description: "Its slug." }) },
    authScopes: { permission: { organization: ["read"] } },
    resolve: (query, _root, { slug }, context) =>
      context.prisma.organization.findFirst({
        ...query,
        where: { slug, ...memberOf(context) },
      }),
  }),
);

builder.prismaObjectField(UserRef, "organizations", (t) =>
  t.prismaConnection(
    {
      type: "Organization",
      cursor: "id",
      description:
        "The organizations the user belongs to, by name. Only on the viewer's own user (else FORBIDDEN); keys need ORGANIZATION_READ.",
      authScopes: (user, _args, context) =>
        context.principal?.userId === user.id ? { permission: { organization: ["read"] } } : false,
      maxSize: relatedConnectionMaxSize,
      totalCount: (user, _args, context) =>
        context.prisma.organization.count({ where: { members: { some: { userId: user.id } } } }),
      resolve: (query, user, _args, context) =>
        context.prisma.organization.findMany({
          ...query,
          where: { members: { some: { userId: user.id } } },
          orderBy: [{ name: "asc" }, { id: "asc" }],
        }),
    },
    {
      name: "OrganizationConnection",
      description: "A page of organizations.",
      fields: (c) => ({ totalCount: c.int(relatedTotalCountField("organizations")) }),
    },
    { name: "OrganizationEdge", description: "An organization and its cursor." },
  ),
);

builder.prismaObjectField(UserRef, "activeOrganization", (t) =>
  t.prismaField({
    type: "Organization",
    nullable: true,
    description:
      "The organization this browser session works in (setActiveOrganization); null for API keys, when none is set, or once the viewer left it.",
    authScopes: (user, _args, context) =>
      context.principal?.userId === user.id ? { permission: { organization: ["read"] } } : false,
    resolve: (query, user, _args, context) => {
      const id = context.session?.session.activeOrganizationId;
      if (!id) return null;
      return context.prisma.organization.findFirst({
        ...query,
        where: { id, members: { some: { userId: user.id } } },
      });
    },
  }),
);
