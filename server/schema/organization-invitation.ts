import { invitationCreateSchema } from "#shared/validation/organization";
import type { Context } from "../graphql/context.ts";
import { apiError, isUniqueViolation, validate } from "../graphql/errors.ts";
import { organizationErrors } from "../graphql/organization-errors.ts";
import { relatedConnectionMaxSize } from "../pagination/connection.ts";
import { relatedTotalCountField } from "../graphql/relay-descriptions.ts";
import { builder, payloadOf, type Types } from "./builder.ts";
import { highestRole, memberOf, OrganizationRef, OrganizationRoleEnum } from "./organization.ts";
import { loadOrganization, organizationChange } from "./organization-mutations.ts";
import { UserRef } from "./user.ts";

// Invitations (docs/decisions/110): sent by an organization's admins and owners, answered only
// by their recipient, signed in with the invited address. They expire after 7 days; one that
// can no longer be answered says why (expired, cancelled, already answered).

export const InvitationStatusEnum = builder.enumType("InvitationStatus", {
  description: "Where an invitation stands.",
  values: {
    PENDING: { description: "Waiting for its recipient's answer." },
    ACCEPTED: { description: "The recipient joined." },
    DECLINED: { description: "The recipient declined." },
    CANCELED: { description: "An admin or owner cancelled it." },
    EXPIRED: { description: "Not answered within 7 days." },
  },
});

type InvitationRow = { status: string; expiresAt: Date };

/** better-auth's stored status, with a pending one past its expiry read as expired. */
export function invitationStatus(invitation: InvitationRow, now = new Date()) {
  if (invitation.status === "pending") {
    return invitation.expiresAt <= now ? "EXPIRED" : "PENDING";
  }
  if (invitation.status === "accepted") return "ACCEPTED";
  if (invitation.status === "rejected") return "DECLINED";
  return "CANCELED";
}

export const InvitationRef = builder.prismaNode("Invitation", {
  id: { field: "id" },
  nullable: true,
  select: { organizationId: true, email: true },
  authScopes: (invitation) => ({
    $any: {
      member: { organizationId: invitation.organizationId, permission: { invitation: ["create"] } },
      invitee: invitation.email,
      permission: { organization: ["list"] },
    },
  }),
  description:
    "An invitation to join an organization. Visible to its recipient, to the organization's admins and owners, and to admins (keys: ORGANIZATION_READ).",
  fields: (t) => ({
    email: t.exposeString("email", { description: "The invited address." }),
    role: t.field({
      type: OrganizationRoleEnum,
      select: { role: true },
      description: "The tier the recipient gets on accepting.",
      resolve: (invitation) => highestRole(invitation.role) ?? "member",
    }),
    status: t.field({
      type: InvitationStatusEnum,
      select: { status: true, expiresAt: true },
      description: "Where it stands.",
      resolve: (invitation) => invitationStatus(invitation),
    }),
    expiresAt: t.expose("expiresAt", {
      type: "DateTime",
      description: "After this it cannot be accepted.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent." }),
    organizationName: t.string({
      select: { organization: { select: { name: true } } },
      description: "The organization's name (the recipient cannot read the organization yet).",
      resolve: (invitation) => invitation.organization.name,
    }),
    inviterName: t.string({
      select: { user: { select: { name: true } } },
      description: "Who sent it.",
      resolve: (invitation) => invitation.user.name,
    }),
  }),
});

builder.prismaObjectField(OrganizationRef, "invitations", (t) =>
  t.relatedConnection(
    "invitations",
    {
      cursor: "id",
      totalCount: true,
      description:
        "Its unanswered invitations (expired ones included), newest first. Its admins and owners, and admins, only (else FORBIDDEN).",
      authScopes: (organization) => ({
        $any: {
          member: { organizationId: organization.id, permission: { invitation: ["create"] } },
          permission: { organization: ["list"] },
        },
      }),
      maxSize: relatedConnectionMaxSize,
      query: () => ({
        where: { status: "pending" },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
    },
    {
      name: "InvitationConnection",
      description: "A page of invitations.",
      fields: (c) => ({ totalCount: c.int(relatedTotalCountField("invitations")) }),
    },
    { name: "InvitationEdge", description: "An invitation and its cursor." },
  ),
);

builder.prismaObjectField(UserRef, "invitations", (t) =>
  t.prismaConnection(
    {
      type: "Invitation",
      cursor: "id",
      description:
        "Invitations to the user's address that can still be answered, newest first; none while the address is unverified. Only on the viewer's own user (else FORBIDDEN); keys need ORGANIZATION_READ.",
      authScopes: (user, _args, context) =>
        context.principal?.userId === user.id ? { permission: { organization: ["read"] } } : false,
      maxSize: relatedConnectionMaxSize,
      resolve: async (query, _user, _args, context) => {
        // The viewer's own user (authScopes): their address, if they proved they hold it.
        const email = await context.viewerEmail();
        if (!email) return [];
        return context.prisma.invitation.findMany({
          ...query,
          where: { email, status: "pending", expiresAt: { gt: new Date() } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        });
      },
    },
    { name: "ReceivedInvitationConnection", description: "A page of received invitations." },
    { name: "ReceivedInvitationEdge", description: "A received invitation and its cursor." },
  ),
);

const invitationInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: [InvitationRef], description: "The invitation's global id." });

/** An invitation of one of the caller's organizations (its admins' actions; else NOT_FOUND). */
async function sentInvitation(context: Context, id: string) {
  const invitation = await context.prisma.invitation.findFirst({
    where: { id, organization: memberOf(context) },
  });
  if (!invitation) throw apiError(context.locale, "INVITATION_NOT_FOUND", notFound);
  return invitation;
}

const notFound = "auth.errorCodes.INVITATION_NOT_FOUND";

/**
 * An invitation the viewer may answer: theirs, and still pending. Another's is refused without
 * saying where it stands; one that cannot be answered says why.
 */
async function receivedInvitation(context: Context, id: string) {
  const invitation = await context.prisma.invitation.findUnique({ where: { id } });
  if (!invitation) throw apiError(context.locale, "INVITATION_NOT_FOUND", notFound);
  if (invitation.email.toLowerCase() !== (await context.viewerEmail())) {
    throw apiError(
      context.locale,
      "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION",
      "auth.errorCodes.YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION",
    );
  }
  const status = invitationStatus(invitation);
  if (status === "EXPIRED") {
    throw apiError(context.locale, "INVITATION_EXPIRED", "api.errors.invitationExpired");
  }
  if (status === "CANCELED") {
    throw apiError(context.locale, "INVITATION_CANCELED", "api.errors.invitationCanceled");
  }
  if (status !== "PENDING") {
    throw apiError(context.locale, "INVITATION_ALREADY_ANSWERED", "api.errors.invitationAnswered");
  }
  return invitation;
}

const reload = async (context: Context, id: string) => {
  context.forgetOrganizationRoles();
  return context.prisma.invitation.findUniqueOrThrow({ where: { id } });
};

builder.relayMutationField(
  "inviteMember",
  {
    description: "Who to invite, where, and with which tier.",
    inputFields: (t) => ({
      organizationId: t.globalID({
        required: true,
        for: [OrganizationRef],
        description: "The organization's global id.",
      }),
      email: t.string({ required: true, description: "The address the invitation goes to." }),
      role: t.field({
        type: OrganizationRoleEnum,
        required: true,
        description: "Their tier on accepting; only owners invite owners.",
      }),
    }),
  },
  {
    description:
      "E-mails an invitation, valid 7 days (admins and owners). Errors: VALIDATION, NOT_FOUND, FORBIDDEN, USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION, USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION (resend that one instead), INVITATION_LIMIT_REACHED.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const organization = await loadOrganization(context, input.organizationId.id);
      const data = validate(context.locale, invitationCreateSchema, input);
      const invitation = await context.auth.api
        .createInvitation({
          body: { ...data, organizationId: organization.id },
          headers: context.headers,
        })
        .catch(organizationErrors(context));
      return { invitation: await reload(context, invitation.id) };
    },
  },
  payloadOf("invitation", InvitationRef, "The new invitation."),
);

builder.relayMutationField(
  "resendInvitation",
  {
    description: "The invitation to send again.",
    inputFields: (t) => ({ id: invitationInput(t) }),
  },
  {
    description:
      "E-mails a pending invitation again, valid 7 more days; an expired one is sent anew (admins and owners). Errors: INVITATION_NOT_FOUND, INVITATION_CANCELED, INVITATION_ALREADY_ANSWERED, FORBIDDEN.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const invitation = await sentInvitation(context, input.id.id);
      // Asked before its status is told or an expired one is closed below: a member whose
      // tier cannot invite learns and changes nothing.
      const allowed = await context.auth.api
        .hasPermission({
          body: {
            organizationId: invitation.organizationId,
            permissions: { invitation: ["create"] },
          },
          headers: context.headers,
        })
        .catch(organizationErrors(context));
      if (!allowed.success) {
        throw apiError(
          context.locale,
          "FORBIDDEN",
          "auth.errorCodes.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION",
        );
      }
      const status = invitationStatus(invitation);
      if (status === "CANCELED") {
        throw apiError(context.locale, "INVITATION_CANCELED", "api.errors.invitationCanceled");
      }
      if (status === "ACCEPTED" || status === "DECLINED") {
        throw apiError(
          context.locale,
          "INVITATION_ALREADY_ANSWERED",
          "api.errors.invitationAnswered",
        );
      }
      if (status === "EXPIRED") {
        // better-auth extends only a live invitation; an expired one is closed and sent anew.
        await context.prisma.invitation.update({
          where: { id: invitation.id },
          data: { status: "canceled" },
        });
      }
      const sent = await context.auth.api
        .createInvitation({
          body: {
            email: invitation.email,
            role: highestRole(invitation.role) ?? "member",
            organizationId: invitation.organizationId,
            resend: true,
          },
          headers: context.headers,
        })
        .catch(organizationErrors(context));
      return { invitation: await reload(context, sent.id) };
    },
  },
  payloadOf("invitation", InvitationRef, "The invitation, with its new expiry."),
);

builder.relayMutationField(
  "cancelInvitation",
  { description: "The invitation to cancel.", inputFields: (t) => ({ id: invitationInput(t) }) },
  {
    description:
      "Cancels a pending invitation: its link stops working (admins and owners). Errors: INVITATION_NOT_FOUND, FORBIDDEN.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const invitation = await sentInvitation(context, input.id.id);
      await context.auth.api
        .cancelInvitation({ body: { invitationId: invitation.id }, headers: context.headers })
        .catch(organizationErrors(context));
      return { invitation: await reload(context, invitation.id) };
    },
  },
  payloadOf("invitation", InvitationRef, "The cancelled invitation."),
);

builder.relayMutationField(
  "acceptInvitation",
  { description: "The invitation to accept.", inputFields: (t) => ({ id: invitationInput(t) }) },
  {
    description:
      "Joins the organization with the invited tier, and makes it the active one. Only the recipient, signed in with the invited address. Errors: INVITATION_NOT_FOUND, YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION, INVITATION_EXPIRED, INVITATION_CANCELED, INVITATION_ALREADY_ANSWERED, ORGANIZATION_MEMBERSHIP_LIMIT_REACHED, USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION (joined through another invitation).",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const invitation = await receivedInvitation(context, input.id.id);
      await context.auth.api
        .acceptInvitation({ body: { invitationId: invitation.id }, headers: context.headers })
        .catch((error: unknown) => {
          // A second invitation to someone who joined through another (two sent at once):
          // better-auth does not ask, the unique membership index refuses, and better-auth
          // puts the invitation back to pending.
          if (isUniqueViolation(error)) {
            const code = "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION";
            throw apiError(context.locale, code, `auth.errorCodes.${code}`);
          }
          return organizationErrors(context)(error);
        });
      return { organization: await loadOrganization(context, invitation.organizationId) };
    },
  },
  payloadOf("organization", OrganizationRef, "The organization joined."),
);

builder.relayMutationField(
  "declineInvitation",
  { description: "The invitation to decline.", inputFields: (t) => ({ id: invitationInput(t) }) },
  {
    description:
      "Declines an invitation. Only the recipient. Errors: INVITATION_NOT_FOUND, YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION, INVITATION_EXPIRED, INVITATION_CANCELED, INVITATION_ALREADY_ANSWERED.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const invitation = await receivedInvitation(context, input.id.id);
      await context.auth.api
        .rejectInvitation({ body: { invitationId: invitation.id }, headers: context.headers })
        .catch(organizationErrors(context));
      return { invitation: await reload(context, invitation.id) };
    },
  },
  payloadOf("invitation", InvitationRef, "The declined invitation."),
);
