import { z } from "zod";
import { isVisibleText } from "./text.ts";

// Shared by the GraphQL API (which always re-validates) and the web form; issues carry message
// ids from locales/*.json (docs/decisions/016-*). Whether a URL's address is allowed (the SSRF
// guard) and which event types a user may choose are the server's to decide
// (docs/decisions/107-outbound-webhooks.md).

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 500;
/** Endpoints one user may hold (WEBHOOK_LIMIT_REACHED beyond). */
export const WEBHOOK_ENDPOINTS_PER_USER = 10;
/** More than every event type there is: a longer list is hostile, not a choice. */
export const WEBHOOK_EVENTS_MAX = 100;

const message = (id: string) => ({ error: id });

/**
 * Control characters (tab, line breaks, NUL…), format characters (bidi overrides, zero-width)
 * and any whitespace: the URL parser drops or encodes them, so the text shown would differ
 * from where the message goes. Refused rather than cleaned.
 */
const HIDDEN_IN_URL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]/u;

/** An absolute http(s) URL without credentials or hidden characters in it. */
function isWebhookUrl(value: string): boolean {
  if (HIDDEN_IN_URL.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.hostname !== "" &&
    url.username === "" &&
    url.password === ""
  );
}

export const webhookUrl = z
  .string()
  .trim()
  .min(1, message("webhook.validation.urlRequired"))
  .max(WEBHOOK_URL_MAX_LENGTH, message("webhook.validation.urlTooLong"))
  .refine(isWebhookUrl, message("webhook.validation.urlInvalid"))
  // Stored, shown and e-mailed as the parser reads it: the address the message goes to.
  .transform((value) => new URL(value).href);

export const webhookDescription = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, message("webhook.validation.descriptionTooLong"))
  .refine(isVisibleText, message("webhook.validation.descriptionInvalid"));

export const webhookEvents = z
  .array(z.string().max(100, message("webhook.validation.eventUnknown")))
  .min(1, message("webhook.validation.eventsRequired"))
  .max(WEBHOOK_EVENTS_MAX, message("webhook.validation.eventUnknown"))
  .transform((events) => [...new Set(events)].sort());

export const webhookCreateSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription.nullish().transform((value) => value ?? ""),
});

export const webhookUpdateSchema = z.object({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  description: webhookDescription.optional(),
});
