import type { IntlShape } from "react-intl";
import type { MessageId } from "../../i18n/messages";

// The event types the server names (`webhookEventTypes`, a delivery's `eventType`), as words.
// Plain data without zod: the delivery log shows labels without the form's rules.
const EVENT_LABELS: Readonly<Record<string, MessageId>> = {
  "repository.created": "webhook.event.repositoryCreated",
  "repository.updated": "webhook.event.repositoryUpdated",
  "repository.deleted": "webhook.event.repositoryDeleted",
  "user.created": "webhook.event.userCreated",
  "user.updated": "webhook.event.userUpdated",
  "user.deleted": "webhook.event.userDeleted",
  "webhook.test": "webhook.event.test",
};

/** An event type's label; one a newer server adds reads as its own name until it has one. */
export function eventLabel(intl: IntlShape, type: string): string {
  const id = Object.hasOwn(EVENT_LABELS, type) ? EVENT_LABELS[type] : undefined;
  return id ? intl.formatMessage({ id }) : type;
}

/** The endpoint's events as one sentence-ready list ("Repository created and …"). */
export function eventList(intl: IntlShape, types: readonly string[]): string {
  return intl.formatList(types.map((type) => eventLabel(intl, type)));
}
