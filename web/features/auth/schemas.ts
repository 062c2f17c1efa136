import {
  isEmailAddress,
  isPrintableName,
  OTP_LENGTH,
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from "#shared/validation/user-fields";
import type { MessageId } from "../../i18n/messages";

// Plain validators rather than zod: the sign-in forms are in /login's first load, where zod
// would weigh more than the page itself (docs/decisions/027). The rules are the API's own
// (shared/validation/user-fields.ts, docs/decisions/029). Each returns message ids,
// which forms translate with react-intl, and reports only the first problem, as a form
// shows one message per field.

export type Validated<T> = { success: true; data: T } | { success: false; error: MessageId };
export type Validator<T> = (value: string) => Validated<T>;

const ok = <T>(data: T): Validated<T> => ({ success: true, data });
const fail = (error: MessageId): Validated<never> => ({ success: false, error });

export const emailSchema: Validator<string> = (value) => {
  const email = value.trim();
  if (email === "") return fail("auth.validation.emailRequired");
  const valid = email.length <= USER_EMAIL_MAX_LENGTH && isEmailAddress(email);
  return valid ? ok(email) : fail("auth.validation.emailInvalid");
};

/**
 * Drops spaces (codes are often pasted as "123 456") and reads Arabic-Indic (U+0660…)
 * and Persian (U+06F0…) digits, which Arabic phone keyboards type, as ASCII digits.
 */
function normalizeCode(value: string): string {
  return value.replace(/\s+/g, "").replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const zero = digit >= "\u06f0" ? 0x06f0 : 0x0660;
    return String(digit.charCodeAt(0) - zero);
  });
}

export const codeSchema: Validator<string> = (value) => {
  const code = normalizeCode(value);
  if (code === "") return fail("auth.validation.codeRequired");
  if (code.length !== OTP_LENGTH) return fail("auth.validation.codeLength");
  return /^[a-z0-9]*$/i.test(code) ? ok(code) : fail("auth.validation.codeInvalid");
};

export const nameSchema: Validator<string> = (value) => {
  const name = value.trim();
  if (name === "") return fail("auth.validation.nameRequired");
  if (name.length > USER_NAME_MAX_LENGTH || !isPrintableName(name)) {
    return fail("auth.validation.nameInvalid");
  }
  return ok(name);
};

export function validate<T>(validator: Validator<T>, value: string): Validated<T> {
  return validator(value);
}
