import { z } from "zod";

// Shared by the GraphQL API and the web forms; issues carry message ids (see repository.ts).

export const USER_NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on a forward path; longer addresses cannot receive mail anyway. */
export const USER_EMAIL_MAX_LENGTH = 254;
export const USER_IMAGE_MAX_LENGTH = 2048;

const message = (id: string) => ({ error: id });

// Control characters (NUL first: PostgreSQL cannot store it) have no place in a name or an
// address; they would otherwise reach the database from any client that skips the forms.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const printable = (value: string) => !CONTROL_CHARACTERS.test(value);

export const userName = z
  .string()
  .trim()
  .min(1, message("user.validation.nameRequired"))
  .max(USER_NAME_MAX_LENGTH, message("user.validation.nameTooLong"))
  .refine(printable, message("user.validation.nameInvalid"));

export const userEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, message("user.validation.emailRequired"))
  .max(USER_EMAIL_MAX_LENGTH, message("user.validation.emailTooLong"))
  .pipe(z.email(message("user.validation.emailInvalid")));

/** A profile picture: an http(s) address (social providers set one), never a script URL. */
export const userImage = z
  .string()
  .trim()
  .max(USER_IMAGE_MAX_LENGTH, message("user.validation.imageInvalid"))
  .pipe(z.url({ protocol: /^https?$/, error: "user.validation.imageInvalid" }))
  .nullable();

export const userRoles = z
  .array(z.enum(["admin", "user"]))
  .min(1, message("user.validation.rolesRequired"));

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

/** Values interpolated into these messages' texts (`{max}`), by message id. */
export const USER_VALIDATION_VALUES: Record<string, Record<string, number>> = {
  "user.validation.nameTooLong": { max: USER_NAME_MAX_LENGTH },
  "user.validation.emailTooLong": { max: USER_EMAIL_MAX_LENGTH },
};
