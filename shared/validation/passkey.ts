import { isPrintableName } from "./user-fields.ts";

// A passkey's name (docs/decisions/118), without zod: the account page checks it where zod is
// not otherwise loaded, and server/auth/input.ts applies the same function to better-auth's
// passkey routes. The messages are the user name's.

export const PASSKEY_NAME_MAX_LENGTH = 64;

/** The message id of what is wrong with a (trimmed) passkey name, or null. */
export function passkeyNameProblem(name: string): string | null {
  if (!name) return "user.validation.nameRequired";
  if (name.length > PASSKEY_NAME_MAX_LENGTH) return "user.validation.nameTooLong";
  return isPrintableName(name) ? null : "user.validation.nameInvalid";
}
