// The rules of a user's fields, without zod: the sign-in screens check them on their first
// load, where zod would weigh more than the page (docs/decisions/027). shared/validation/user.ts builds the zod schemas the API and the
// other forms use from these same definitions (docs/decisions/029).

import { isVisibleLine } from "./text.ts";

export const USER_NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on a forward path; longer addresses cannot receive mail anyway. */
export const USER_EMAIL_MAX_LENGTH = 254;

/**
 * zod's `z.email()` pattern (zod/v4/core/regexes.ts `email`). The zod schemas pass it to
 * `z.email({ pattern })`, so the forms and the API accept exactly the same addresses.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

// Control characters (NUL first: PostgreSQL cannot store it; C1 controls too), lone
// surrogates and private-use characters have no place in any text a user types.
const UNPRINTABLE = /[\p{Cc}\p{Cs}\p{Co}]/u;

export function isPrintableText(value: string): boolean {
  return !UNPRINTABLE.test(value);
}

// A name is one line shown in lists and e-mails: visible characters only (text.ts: no
// controls, bidirectional overrides, zero-width or separator characters; joiners only where
// a script needs them), and no angle brackets.
const ANGLE_BRACKETS = /[<>]/;

export function isPrintableName(value: string): boolean {
  return isVisibleLine(value) && !ANGLE_BRACKETS.test(value);
}
