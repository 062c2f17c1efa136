import { isDemoModeError } from "../../components/demo-mode-store";
import { isMessageId, type MessageId } from "../../i18n/messages";

/** The fields of a better-auth client error that the message depends on. */
export type AuthClientError = { code?: string | undefined; status?: number | undefined };

const PREFIX = "auth.errorCodes.";

/** Every better-auth code has an `auth.errorCodes.<CODE>` message (docs/product.md §Errors). */
export function authErrorMessageId(error: AuthClientError): MessageId {
  const id = `${PREFIX}${error.code ?? ""}`;
  if (error.code && isMessageId(id)) return id;
  // better-auth's rate limiter answers 429 without a code.
  if (error.status === 429) return `${PREFIX}TOO_MANY_REQUESTS` as MessageId;
  return `${PREFIX}UNKNOWN_ERROR` as MessageId;
}

/** Nothing for the read-only demo's refusal: the demo notice already says it. */
export function inlineAuthErrorId(error: AuthClientError): MessageId | null {
  return isDemoModeError(error) ? null : authErrorMessageId(error);
}
