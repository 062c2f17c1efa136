import { z } from "zod";
import { isPrintableName } from "./user-fields.ts";
import { userEmail } from "./user.ts";

// Organizations, teams and invitations (docs/decisions/110): shared by the GraphQL API, which
// always re-validates before calling better-auth, and the web forms. Issues carry message ids.

export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const ORGANIZATION_SLUG_MIN_LENGTH = 2;
export const ORGANIZATION_SLUG_MAX_LENGTH = 48;
export const TEAM_NAME_MAX_LENGTH = 100;
/** The tiers a member can hold, highest first (server/auth/permissions.ts defines their rights). */
export const ORGANIZATION_ROLE_NAMES = ["owner", "admin", "member"] as const;
export type OrganizationRoleName = (typeof ORGANIZATION_ROLE_NAMES)[number];

/** Lower-case letters, digits and single hyphens inside: it appears in addresses. */
export const ORGANIZATION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const message = (id: string) => ({ error: id });

/** A name as people read it: one visible line, like a user's name. */
const visibleName = (prefix: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, message(`${prefix}.validation.nameRequired`))
    .max(max, message(`${prefix}.validation.nameTooLong`))
    .refine(isPrintableName, message(`${prefix}.validation.nameInvalid`));

export const organizationName = visibleName("organization", ORGANIZATION_NAME_MAX_LENGTH);

export const organizationSlug = z
  .string()
  .trim()
  .min(ORGANIZATION_SLUG_MIN_LENGTH, message("organization.validation.slugTooShort"))
  .max(ORGANIZATION_SLUG_MAX_LENGTH, message("organization.validation.slugTooLong"))
  .regex(ORGANIZATION_SLUG_PATTERN, message("organization.validation.slugInvalid"));

export const organizationCreateSchema = z.object({
  name: organizationName,
  slug: organizationSlug,
});

export const organizationUpdateSchema = z.object({
  name: organizationName.optional(),
  slug: organizationSlug.optional(),
});

export const invitationCreateSchema = z.object({
  email: userEmail,
  role: z.enum(ORGANIZATION_ROLE_NAMES, message("organization.validation.roleInvalid")),
});

export const teamName = visibleName("team", TEAM_NAME_MAX_LENGTH);

/** A slug suggested from a name: what the create form pre-fills (the owner may change it). */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, ORGANIZATION_SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** The values each message id above takes. */
export const ORGANIZATION_VALIDATION_VALUES: Record<string, Record<string, number>> = {
  "organization.validation.nameTooLong": { max: ORGANIZATION_NAME_MAX_LENGTH },
  "organization.validation.slugTooShort": { min: ORGANIZATION_SLUG_MIN_LENGTH },
  "organization.validation.slugTooLong": { max: ORGANIZATION_SLUG_MAX_LENGTH },
  "team.validation.nameTooLong": { max: TEAM_NAME_MAX_LENGTH },
};
