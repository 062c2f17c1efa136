// The stored words of webhook endpoints and deliveries, which the GraphQL enums expose
// (server/schema/webhook-*.ts) and the delivery job writes (docs/decisions/107).

export const WEBHOOK_DISABLED_REASONS = ["MANUAL", "FAILING"] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_ERRORS = [
  "TIMEOUT",
  "ADDRESS_BLOCKED",
  "CONNECTION_FAILED",
  "REDIRECT_NOT_FOLLOWED",
  "HTTP_STATUS",
] as const;
export type WebhookDeliveryError = (typeof WEBHOOK_DELIVERY_ERRORS)[number];

/** Read from the database: a word a later version no longer writes reads as null. */
export function knownWord<Word extends string>(
  words: readonly Word[],
  value: string | null,
): Word | null {
  return value !== null && (words as readonly string[]).includes(value) ? (value as Word) : null;
}
