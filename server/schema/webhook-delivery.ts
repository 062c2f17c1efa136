import { builder } from "./builder.ts";
import { relatedConnectionMaxSize } from "../pagination/connection.ts";
import {
  knownWord,
  WEBHOOK_DELIVERY_ERRORS,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
} from "../webhooks/model.ts";
import { WebhookEndpointRef } from "./webhook-endpoint.ts";

// The delivery log (docs/decisions/107): one row per attempt of a message to an endpoint, kept
// 30 days. Visible to the endpoint's owner only.

export const WebhookDeliveryStatusEnum = builder.enumType("WebhookDeliveryStatus", {
  description: "Where one attempt stands.",
  values: {
    PENDING: { description: "Queued, or waiting for its retry time." },
    SUCCEEDED: { description: "The endpoint answered 2xx." },
    FAILED: { description: "This attempt failed (see error); a later attempt may follow." },
  } satisfies Record<WebhookDeliveryStatus, unknown>,
});

export const WebhookDeliveryErrorEnum = builder.enumType("WebhookDeliveryError", {
  description: "Why an attempt failed.",
  values: {
    TIMEOUT: { description: "No answer within 10 seconds." },
    ADDRESS_BLOCKED: {
      description: "The URL resolved to a private, loopback, link-local or metadata address.",
    },
    CONNECTION_FAILED: { description: "No connection (DNS, refused, TLS, reset)." },
    REDIRECT_NOT_FOLLOWED: {
      description: "The endpoint answered 3xx; redirects are not followed.",
    },
    HTTP_STATUS: { description: "The endpoint answered with a status other than 2xx or 3xx." },
  } satisfies Record<(typeof WEBHOOK_DELIVERY_ERRORS)[number], unknown>,
});

export const WebhookDeliveryRef = builder.prismaNode("WebhookDelivery", {
  id: { field: "id" },
  nullable: true,
  // Only the caller's own endpoints' deliveries load: another user's id reads as none.
  findUnique: (id, context) => ({ id, endpoint: { userId: context.principal?.userId ?? "" } }),
  include: { endpoint: { select: { userId: true } } },
  authScopes: (delivery) => ({
    own: { owner: delivery.endpoint.userId, permission: { webhook: ["read"] } },
  }),
  description: "One attempt to deliver one message to an endpoint. Visible to its owner only.",
  fields: (t) => ({
    messageId: t.exposeString("messageId", {
      description: "The webhook-id header (msg_…): the same for every attempt of one message.",
    }),
    eventType: t.exposeString("eventType", { description: 'The event type, or "webhook.test".' }),
    attempt: t.exposeInt("attempt", { description: "This message's attempt, from 1." }),
    status: t.field({
      type: WebhookDeliveryStatusEnum,
      description: "Pending, succeeded or failed.",
      resolve: (delivery) => knownWord(WEBHOOK_DELIVERY_STATUSES, delivery.status) ?? "FAILED",
    }),
    responseStatus: t.exposeInt("responseStatus", {
      nullable: true,
      description: "The HTTP status answered; null when none was (pending, no connection).",
    }),
    durationMs: t.exposeInt("durationMs", {
      nullable: true,
      description: "From sending to the end of the answer (or the failure); null while pending.",
    }),
    responseBody: t.exposeString("responseBody", {
      nullable: true,
      description: "The answer's first 4 kB (cut on a character boundary); null when none.",
    }),
    error: t.field({
      type: WebhookDeliveryErrorEnum,
      nullable: true,
      description: "Why the attempt failed; null unless FAILED.",
      resolve: (delivery) => knownWord(WEBHOOK_DELIVERY_ERRORS, delivery.error),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was queued." }),
    endpoint: t.relation("endpoint", { type: WebhookEndpointRef, description: "Its endpoint." }),
  }),
});

builder.prismaObjectField(WebhookEndpointRef, "deliveries", (t) =>
  t.relatedConnection(
    "deliveries",
    {
      cursor: "id",
      description: "The endpoint's delivery log (30 days), newest first.",
      maxSize: relatedConnectionMaxSize,
      query: () => ({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    },
    { name: "WebhookDeliveryConnection", description: "A page of webhook deliveries." },
    { name: "WebhookDeliveryEdge", description: "A webhook delivery and its cursor." },
  ),
);
