import { z } from "zod";

// Shared by the GraphQL API and the web forms; issues carry message ids (see repository.ts).

export const USER_NAME_MAX_LENGTH = 100;

const message = (id: string) => ({ error: id });

export const userName = z
  .string()
  .trim()
  .min(1, message("user.validation.nameRequired"))
  .max(USER_NAME_MAX_LENGTH, message("user.validation.nameTooLong"));

export const userEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, message("user.validation.emailRequired"))
  .pipe(z.email(message("user.validation.emailInvalid")));

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

/** Values interpolated into these messages' texts (`{max}`), by message id. */
export const USER_VALIDATION_VALUES: Record<string, Record<string, number>> = {
  "user.validation.nameTooLong": { max: USER_NAME_MAX_LENGTH },
};
