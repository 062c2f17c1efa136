import type { MessageId } from "../../i18n/messages";

const ERRORS: Readonly<Record<string, MessageId>> = {
  TIMEOUT: "webhook.delivery.error.TIMEOUT",
  ADDRESS_BLOCKED: "webhook.delivery.error.ADDRESS_BLOCKED",
  CONNECTION_FAILED: "webhook.delivery.error.CONNECTION_FAILED",
  REDIRECT_NOT_FOLLOWED: "webhook.delivery.error.REDIRECT_NOT_FOLLOWED",
  HTTP_STATUS: "webhook.delivery.error.HTTP_STATUS",
};

/** What went wrong with a delivery, as a message id; one a newer server adds, the generic one. */
export function deliveryErrorId(error: string | null | undefined): MessageId | null {
  if (!error) return null;
  return Object.hasOwn(ERRORS, error) ? (ERRORS[error] ?? null) : "webhook.delivery.error.other";
}
