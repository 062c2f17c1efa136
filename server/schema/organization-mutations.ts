import {
  organizationCreateSchema,
  organizationUpdateSchema,
} from "#shared/validation/organization";
import { apiError, validate } from "../graphql/errors.ts";
import { limitRefusal, organizationErrors } from "../graphql/organization-errors.ts";
import type { Context } from "../graphql/context.ts";
import { builder, deletedPayload, payloadOf, type Types } from "./builder.ts";
import { memberOf, OrganizationRef } from "./organization.ts";

// Creating and changing organizations: better-auth's organization endpoints, called as the
// caller, decide (tiers, limits, unique slugs) and write; its refusals keep their codes
// (graphql/organization-errors.ts). They act for a browser session only (docs/decisions/110).

/** The session's own choice of organization: a browser session that may read organizations. */
const organizationSession = {
  sessionOnly: true,
  permission: { organization: ["read" as const] },
};

/**
 * Every organization change: that, and not an admin impersonating the user (ADR 045): what an
 * organization becomes, who is in it and with which tier are its members' own acts, as the
 * account's address, deletion and keys are (IMPERSONATION_FORBIDDEN). docs/decisions/110.
 */
export const organizationChange = { $all: { ...organizationSession, notImpersonating: true } };

const organizationInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: [OrganizationRef], description: "Its global id." });

/** One of the caller's organizations (else NOT_FOUND: another's reads as none). */
export async function loadOrganization(context: Context, id: string) {
  // Called again after a change: the tiers this request read before may have changed.
  context.forgetOrganizationRoles();
  const organization = await context.prisma.organization.findFirst({
    where: { id, ...memberOf(context) },
  });
  if (!organization) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
  return organization;
}

builder.relayMutationField(
  "createOrganization",
  {
    description: "The new organization's name and slug.",
    inputFields: (t) => ({
      name: t.string({ required: true, description: "Its name." }),
      slug: t.string({ required: true, description: "Its unique slug." }),
    }),
  },
  {
    description:
      "Creates an organization with the viewer as its owner, and makes it their active one. Errors: VALIDATION, ORGANIZATION_ALREADY_EXISTS (the slug is taken), YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS (ORGANIZATIONS_PER_USER).",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const body = validate(context.locale, organizationCreateSchema, input);
      const created = await context.auth.api
        .createOrganization({ body, headers: context.headers })
        .catch(async (error: unknown) => {
          // The database refused the creator's membership past ORGANIZATIONS_PER_USER (a race
          // better-auth's count lost): better-auth wrote the organization the statement before,
          // which goes again, before anyone is its member.
          if (limitRefusal(error) === "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS") {
            await context.prisma.organization.deleteMany({
              where: { slug: body.slug, members: { none: {} } },
            });
          }
          return organizationErrors(context)(error);
        });
      return { organization: await loadOrganization(context, created.id) };
    },
  },
  payloadOf("organization", OrganizationRef, "The new organization."),
);

builder.relayMutationField(
  "updateOrganization",
  {
    description: "The organization and what changes; a field left out stays.",
    inputFields: (t) => ({
      organizationId: organizationInput(t),
      name: t.string({ description: "A new name." }),
      slug: t.string({ description: "A new slug; its old address stops working." }),
    }),
  },
  {
    description:
      "Renames an organization or changes its slug (admins and owners). Errors: VALIDATION, NOT_FOUND, FORBIDDEN, ORGANIZATION_ALREADY_EXISTS.",
    authScopes: organizationChange,
    resolve: async (_root, { input }, context) => {
      const organization = await loadOrganization(context, input.organizationId.id);
      const data = validate(context.locale, organizationUpdateSchema, {
        name: input.name ?? undefined,
        slug: input.slug ?? undefined,
      });
      await context.auth.api
        .updateOrganization({
          body: { organizationId: organization.id, data },
          headers: context.headers,
        })
        .catch(organizationErrors(context));
      return { organization: await loadOrganization(context, organization.id) };
    },
  },
  payloadOf("organization", OrganizationRef, "The organization after the change."),
);

builder.relayMutationField(
  "deleteOrganization",
  {
    description: "The organization to delete.",
    inputFields: (t) => ({ organizationId: organizationInput(t) }),
  },
  {
    description:
      "Deletes an organization with its memberships, teams and invitations; cannot be undone. Its owners (browser session), or admins (keys: ORGANIZATION_WRITE). Errors: NOT_FOUND, FORBIDDEN.",
    authScopes: { $any: { ...organizationChange, permission: { organization: ["delete"] } } },
    resolve: async (_root, { input }, context) => {
      const id = input.organizationId.id;
      if (!context.can({ organization: ["delete"] })) {
        // Admins (the manager) delete any organization; anyone else only one of theirs, where
        // better-auth's tiers let them. Its own deleteOrganization removes the memberships
        // first, each on its own, and the sole-owner trigger (member_keep_an_owner) refuses an
        // organization left with members and no owner: the deletion below is one statement.
        const organization = await loadOrganization(context, id);
        const allowed = await context.auth.api
          .hasPermission({
            body: { organizationId: organization.id, permissions: { organization: ["delete"] } },
            headers: context.headers,
          })
          .catch(organizationErrors(context));
        if (!allowed.success) {
          throw apiError(
            context.locale,
            "FORBIDDEN",
            "auth.errorCodes.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION",
          );
        }
      }
      // The cascade takes memberships, teams and invitations along; the audit trigger records it.
      const { count } = await context.prisma.organization.deleteMany({ where: { id } });
      if (count === 0) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
      return { id };
    },
  },
  deletedPayload("deletedOrganizationId", "Organization", "The deleted organization's global id."),
);

builder.relayMutationField(
  "setActiveOrganization",
  {
    description: "The organization to work in, or null for none.",
    inputFields: (t) => ({
      organizationId: t.globalID({
        for: [OrganizationRef],
        description: "One of the viewer's organizations; null clears the choice.",
      }),
    }),
  },
  {
    description:
      "Sets the organization this browser session works in (User.activeOrganization); an admin impersonating the user may, to see what they see. Errors: NOT_FOUND.",
    // Only this session's state: not an organization change.
    authScopes: { $all: organizationSession },
    resolve: async (_root, { input }, context) => {
      const organization = input.organizationId
        ? await loadOrganization(context, input.organizationId.id)
        : null;
      await context.auth.api
        .setActiveOrganization({
          body: { organizationId: organization?.id ?? null },
          headers: context.headers,
        })
        .catch(organizationErrors(context));
      return { organization };
    },
  },
  {
    description: "The active organization.",
    outputFields: (t) => ({
      organization: t.expose("organization", {
        type: OrganizationRef,
        nullable: true,
        description: "The organization now active; null when none.",
      }),
    }),
  },
);
