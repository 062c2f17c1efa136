import { z } from "zod";
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  webhookDescription,
  webhookEvents,
  webhookUrl,
} from "#shared/validation/webhook";

// The endpoint form's fields, checked with the API's own rules (shared/validation/webhook.ts)
// before it checks them again; the API alone refuses a private or loopback address
// (WEBHOOK_ADDRESS_BLOCKED), which it resolves. Issues carry message ids (form-errors.ts).
export const webhookFormSchema = z.object({
  url: webhookUrl,
  description: webhookDescription,
  events: webhookEvents,
});

/** What the form sends: trimmed, the events sorted once each, an empty description as "". */
export type WebhookValues = z.output<typeof webhookFormSchema>;

/** Values interpolated into these messages' texts (`{max}`), by message id. */
export const WEBHOOK_VALIDATION_VALUES: Record<string, Record<string, number>> = {
  "webhook.validation.urlTooLong": { max: WEBHOOK_URL_MAX_LENGTH },
  "webhook.validation.descriptionTooLong": { max: WEBHOOK_DESCRIPTION_MAX_LENGTH },
};
