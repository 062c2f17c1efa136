import { isDemoModeError } from "../../components/demo-mode-store";
import { isMessageId, type MessageId } from "../../i18n/messages";

/** The fields of a better-auth client error that the message depends on. */
export type AuthClientError = { code?: string | undefined; status?: number | undefined };

const PREFIX = "auth.errorCodes.";

/**
 * A translated message id for a failed better-auth call: every error code better-auth can
 * return (core, admin, e-mail OTP, organization, captcha…) has an `auth.errorCodes.<CODE>`
 * key in all four languages (docs/product.md §Errors); unknown codes read as UNKNOWN_ERROR.
 */
export function authErrorMessageId(error: AuthClientError): MessageId {
  const id = `${PREFIX}${error.code ?? ""}`;
  if (error.code && isMessageId(id)) return id;
  // better-auth's rate limiter answers 429 without a code.
  if (error.status === 429) return `${PREFIX}TOO_MANY_REQUESTS` as MessageId;
  return `${PREFIX}UNKNOWN_ERROR` as MessageId;
}

/**
 * What a form shows under its fields for a failed call: nothing for the read-only demo's
 * refusal, which the auth client already explains in the demo notice (said once).
 */
export function inlineAuthErrorId(error: AuthClientError): MessageId | null {
  return isDemoModeError(error) ? null : authErrorMessageId(error);
}
