import { normalizeOneTimeCode, oneTimeCodeProblem } from "#shared/validation/one-time-code";
import { isEmailAddress, USER_EMAIL_MAX_LENGTH } from "#shared/validation/user-fields";
import type { MessageId } from "../../i18n/messages";

// Plain validators rather than zod, which would weigh more than /login itself (docs/decisions/
// 027), on the API's own rules (shared/validation). Each reports its first problem's message id.

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

/** The code normalised as the server reads it (shared/validation/one-time-code.ts), and sent so. */
export const codeSchema: Validator<string> = (value) => {
  const code = normalizeOneTimeCode(value);
  const problem = oneTimeCodeProblem(code);
  return problem ? fail(problem) : ok(code);
};
