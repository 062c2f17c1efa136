import { normalizeOneTimeCode, oneTimeCodeProblem } from "#shared/validation/one-time-code";
import {
  isEmailAddress,
  isPrintableName,
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
 * The code read as the server reads it (shared/validation/one-time-code.ts): any case, spaces
 * and dashes ignored ("abc 123", "ABC-123"), eastern digits, O for 0, I or L for 1. The
 * normalised code is what is sent.
 */
export const codeSchema: Validator<string> = (value) => {
  const code = normalizeOneTimeCode(value);
  const problem = oneTimeCodeProblem(code);
  return problem ? fail(problem) : ok(code);
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
