import { z } from "zod";
import { ROLES } from "#shared/auth/roles";
import {
  EMAIL_PATTERN,
  isPrintableName,
  isPrintableText,
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from "#shared/validation/user-fields";
import { normalizeOneTimeCode, oneTimeCodeProblem } from "#shared/validation/one-time-code";

// Shared by the GraphQL API and the web forms; issues carry message ids (see repository.ts).
// The field rules themselves are in user-fields.ts, which the sign-in screens use without zod.

export { USER_EMAIL_MAX_LENGTH, USER_NAME_MAX_LENGTH };
export const USER_IMAGE_MAX_LENGTH = 2048;

const message = (id: string) => ({ error: id });

export const userName = z
  .string()
  .trim()
  .min(1, message("user.validation.nameRequired"))
  .max(USER_NAME_MAX_LENGTH, message("user.validation.nameTooLong"))
  .refine(isPrintableName, message("user.validation.nameInvalid"));

export const userEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, message("user.validation.emailRequired"))
  .max(USER_EMAIL_MAX_LENGTH, message("user.validation.emailTooLong"))
  .pipe(z.email({ pattern: EMAIL_PATTERN, ...message("user.validation.emailInvalid") }));

/** A profile picture: an http(s) address (social providers set one), never a script URL. */
export const userImage = z
  .string()
  .trim()
  .max(USER_IMAGE_MAX_LENGTH, message("user.validation.imageInvalid"))
  .pipe(z.url({ protocol: /^https?$/, error: "user.validation.imageInvalid" }))
  .nullable();

/**
 * A code the product e-mailed, as typed: read the forgiving way (one-time-code.ts), so the
 * server compares it with the code it sent, or refused before it counts as a guess.
 */
export const oneTimeCode = z
  .string()
  .max(64, message("auth.validation.codeInvalid"))
  .transform(normalizeOneTimeCode)
  .superRefine((code, context) => {
    const problem = oneTimeCodeProblem(code);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const userRoles = z.array(z.enum(ROLES)).min(1, message("user.validation.rolesRequired"));

export const userCreateSchema = z.object({
  name: userName,
  email: userEmail,
  roles: userRoles.optional(),
});

export const userUpdateSchema = z.object({
  name: userName.optional(),
  email: userEmail.optional(),
  roles: userRoles.optional(),
});

export const viewerUpdateSchema = z.object({ name: userName });

/** better-auth's update-user: the fields a user may change about themselves, nothing else. */
export const selfUpdateSchema = z.strictObject({
  name: userName.optional(),
  image: userImage.optional(),
});

export const BAN_REASON_MAX_LENGTH = 500;

/** An admin's ban: why (shown to other admins) and, optionally, when it ends. */
export const userBanSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, message("user.validation.banReasonRequired"))
    .max(BAN_REASON_MAX_LENGTH, message("user.validation.banReasonTooLong"))
    .refine(isPrintableText, message("user.validation.banReasonInvalid")),
  expiresAt: z
    .date()
    .refine((date) => date.getTime() > Date.now(), message("user.validation.banEndInPast"))
    // PostgreSQL timestamps (and better-auth's seconds-from-now) stop well before JavaScript
    // dates do: a far-off end would fail in the database instead of here.
    .refine((date) => date.getUTCFullYear() < 10_000, message("user.validation.banEndTooFar"))
    .optional(),
});

/** Values interpolated into these messages' texts (`{max}`), by message id. */
export const USER_VALIDATION_VALUES: Record<string, Record<string, number>> = {
  "user.validation.nameTooLong": { max: USER_NAME_MAX_LENGTH },
  "user.validation.emailTooLong": { max: USER_EMAIL_MAX_LENGTH },
  "user.validation.banReasonTooLong": { max: BAN_REASON_MAX_LENGTH },
};
