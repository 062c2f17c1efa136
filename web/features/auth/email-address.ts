/**
 * zod's `z.email()` pattern (zod/v4/core/regexes.ts `email`), the check the server applies
 * to the same address. Copied rather than imported so the sign-in screens ship without zod
 * (docs/decisions/027); email-address.test.ts fails if the two drift apart.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
