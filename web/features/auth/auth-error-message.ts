import type { MessageId } from "../../i18n/messages";

/** The fields of a better-auth client error that the message depends on. */
export type AuthClientError = { code?: string | undefined; status?: number | undefined };

/** A translated message id for a failed better-auth call (error codes from spec §8). */
export function authErrorMessageId(error: AuthClientError): MessageId {
  switch (error.code) {
    case "INVALID_OTP":
      return "auth.validation.codeInvalid";
    case "OTP_EXPIRED":
      return "auth.errors.otpExpired";
    case "TOO_MANY_ATTEMPTS":
      return "auth.errors.tooManyAttempts";
    case "INVALID_EMAIL":
      return "auth.validation.emailInvalid";
  }
  // better-auth's rate limiter answers 429 without a code.
  if (error.status === 429) return "auth.errors.rateLimited";
  return "auth.errors.unknown";
}
