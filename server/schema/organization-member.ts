import { organizationErrors } from "../graphql/organization-errors.ts";
import { relatedConnectionMaxSize } from "../pagination/connection.ts";
import { relatedTotalCountField } from "../graphql/relay-descriptions.ts";
import { apiError } from "../graphql/errors.ts";
import type { Context } from "../graphql/context.ts";
import { builder, deletedPayload, payloadOf, type Types } from "./builder.ts";
import {
  highestRole,
  memberOf,
  OrganizationRef,
  organizationReader,
  OrganizationRoleEnum,
  visibleOrganizations,
} from "./organization.ts";
import { organizationChange } from "./organization-mutations.ts";

// A member of an organization: what its fellow members see of each other (name, address,
// tier). Changes go through better-auth's organization endpoints as the caller: its tiers and
// the sole-owner rules apply (docs/decisions/110).

export const MemberRef = builder.prismaNode("Member", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, context) => ({ id, organization: visibleOrganizations(context) }),
  authScopes: (member) => organizationReader(member.organizationId),
  description:
    "Someone's membership of an organization. Visible to the organization's members and to admins (keys: ORGANIZATION_READ).",
  select: { organizationId: true, userId: true },
  fields: (t) => ({
    role: t.field({
      type: OrganizationRoleEnum,
      select: { role: true },
      description: "Their tier (the highest, when better-auth stored several).",
      resolve: (member) => highestRole(member.role) ?? "member",
    }),
    name: t.string({
      select: { user: { select: { name: true } } },
      description: "The member's name.",
      resolve: (member) => member.user.name,
    }),
    email: t.string({
      select: { user: { select: { email: true } } },
      description: "The member's e-mail address.",
      resolve: (member) => member.user.email,
    }),
    isViewer: t.boolean({
      description: "Whether this is the viewer's own membership.",
      resolve: (member, _args, context) => member.userId === context.principal?.userId,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When they joined." }),
    organization: t.relation("organization", { description: "The organization." }),
  }),
});

builder.prismaObjectField(OrganizationRef, "members", (t) =>
  t.relatedConnection(
    "members",
    {
      cursor: "id",
      totalCount: true,
      description: "Its members, earliest first.",
      maxSize: relatedConnectionMaxSize,
      query: () => ({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    },
    {
      name: "MemberConnection",
      description: "A page of members.",
      fields: (c) => ({ totalCount: c.int(relatedTotalCountField("members")) }),
    },
    { name: "MemberEdge", description: "A member and its cursor." },
  ),
);

const memberInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: [MemberRef], description: "The member's global id." });

/** The member a change names, in one of the caller's organizations (else NOT_FOUND). */
async function loadMember(context: Context, id: string) {
  context.forgetOrganizationRoles();
  const member = await context.prisma.member.findFirst({
    where: { id, organization: memberOf(context) },
  });
  if (!member) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
  return member;
}

builder.relayMutationField(
  "updateMemberRole",
  {
    description: "The member and their new tier.",
    inputFields: (t) => ({
      memberId: memberInput(t),
      role: t.field({ type: OrganizationRoleEnum, required: true, description: "The new tier." }),
    }),
  },
  {
    description:
      "Changes a member's tier (admins and owners; only an owner makes or unmakes owners). The sole owner cannot be demoted. Errors: NOT_FOUND, FORBIDDEN, YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const member = await loadMember(context, input.memberId.id);
      await context.auth.api
        .updateMemberRole({
          body: { memberId: member.id, organizationId: member.organizationId, role: input.role },
          headers: context.headers,
        })
        .catch(organizationErrors(context));
      return { member: await loadMember(context, member.id) };
    },
  },
  payloadOf("member", MemberRef, "The member with their new tier."),
);

builder.relayMutationField(
  "removeMember",
  {
    description: "The member to remove.",
    inputFields: (t) => ({ memberId: memberInput(t) }),
  },
  {
    description:
      "Removes someone from an organization (admins and owners). The sole owner cannot be removed. Errors: NOT_FOUND, FORBIDDEN, YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const member = await loadMember(context, input.memberId.id);
      await context.auth.api
        .removeMember({
          body: { memberIdOrEmail: member.id, organizationId: member.organizationId },
          headers: context.headers,
        })
        .catch(organizationErrors(context));
      return { id: member.id };
    },
  },
  deletedPayload("removedMemberId", "Member", "The removed membership's global id."),
);

builder.relayMutationField(
  "leaveOrganization",
  {
    description: "The organization to leave.",
    inputFields: (t) => ({
      organizationId: t.globalID({
        required: true,
        for: [OrganizationRef],
        description: "The organization's global id.",
      }),
    }),
  },
  {
    description:
      "Ends the viewer's membership. The sole owner cannot leave: make someone else an owner first. Errors: NOT_FOUND, YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const organizationId = input.organizationId.id;
      const member = await context.prisma.member.findFirst({
        where: { organizationId, userId: context.principal?.userId ?? "" },
      });
      if (!member) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
      await context.auth.api
        .leaveOrganization({ body: { organizationId }, headers: context.headers })
        .catch(organizationErrors(context));
      return { id: member.id };
    },
  },
  deletedPayload("removedMemberId", "Member", "The viewer's ended membership's global id."),
);
