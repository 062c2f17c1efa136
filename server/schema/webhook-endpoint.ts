import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_ENDPOINTS_PER_USER,
} from "#shared/validation/webhook";
import { builder } from "./builder.ts";
import { relatedConnectionMaxSize } from "../pagination/connection.ts";
import { eventTypesFor } from "../webhooks/event-types.ts";
import { knownWord, WEBHOOK_DISABLED_REASONS } from "../webhooks/model.ts";
import { UserRef } from "./user.ts";

// Outbound webhook endpoints (docs/decisions/107-outbound-webhooks.md): each user's own, never
// anyone else's (admins neither): another user's endpoint is NOT_FOUND, as a missing one.

export const WebhookDisabledReasonEnum = builder.enumType("WebhookDisabledReason", {
  description: "Why an endpoint receives nothing.",
  values: {
    MANUAL: { description: "Its owner disabled it." },
    FAILING: { description: "Every delivery failed for 3 days; its owner was e-mailed." },
  } satisfies Record<(typeof WEBHOOK_DISABLED_REASONS)[number], unknown>,
});

export const WebhookEndpointRef = builder.prismaNode("WebhookEndpoint", {
  id: { field: "id" },
  nullable: true,
  // Loaded only among the caller's own: another user's id reads as none (NOT_FOUND, null).
  findUnique: (id, context) => ({ id, userId: context.principal?.userId ?? "" }),
  authScopes: (endpoint) => ({
    own: { owner: endpoint.userId, permission: { webhook: ["read"] } },
  }),
  description:
    "Where its owner's events are POSTed, signed (Standard Webhooks). Visible to its owner only (keys: WEBHOOK_READ); the secret never is.",
  fields: (t) => ({
    url: t.exposeString("url", { description: "An http(s) URL at a public address." }),
    description: t.exposeString("description", {
      description: `The owner's note, up to ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters; "" when none.`,
    }),
    events: t.exposeStringList("events", {
      description: "The event types it receives (Query.webhookEventTypes).",
    }),
    enabled: t.exposeBoolean("enabled", { description: "Whether new events are delivered." }),
    disabledReason: t.field({
      type: WebhookDisabledReasonEnum,
      nullable: true,
      description: "Why it is disabled; null when enabled.",
      resolve: (endpoint) =>
        endpoint.enabled ? null : knownWord(WEBHOOK_DISABLED_REASONS, endpoint.disabledReason),
    }),
    failingSince: t.expose("failingSince", {
      type: "DateTime",
      nullable: true,
      description:
        "The first failed delivery of the current failing streak; null after a success. After 3 days it is disabled.",
    }),
    secretRotatedAt: t.expose("secretRotatedAt", {
      type: "DateTime",
      description: "When the current secret was made.",
    }),
    previousSecretExpiresAt: t.field({
      type: "DateTime",
      nullable: true,
      description:
        "Until then the previous secret signs too (a second v1 signature); null when there is none.",
      resolve: (endpoint) => (endpoint.previousSecret ? endpoint.previousSecretExpiresAt : null),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "Last change." }),
  }),
});

builder.prismaObjectField(UserRef, "webhookEndpoints", (t) =>
  t.relatedConnection(
    "webhookEndpoints",
    {
      cursor: "id",
      description: `The user's webhook endpoints (at most ${WEBHOOK_ENDPOINTS_PER_USER}), newest first. Only on the viewer's own user (else FORBIDDEN); keys need WEBHOOK_READ.`,
      authScopes: (user) => ({ own: { owner: user.id, permission: { webhook: ["read"] } } }),
      maxSize: relatedConnectionMaxSize,
      query: () => ({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    },
    { name: "WebhookEndpointConnection", description: "A page of webhook endpoints." },
    { name: "WebhookEndpointEdge", description: "A webhook endpoint and its cursor." },
  ),
);

builder.queryField("webhookEventTypes", (t) =>
  t.stringList({
    description:
      'The event types the viewer may subscribe to: "repository.created"… and, for admins, "user.*". Keys need WEBHOOK_READ, and get only the types their own read scopes cover (REPOSITORY_READ, USER_READ…).',
    authScopes: { permission: { webhook: ["read"] } },
    // A key subscribes only to what it may read itself (ADR 107): the list checkEvents accepts.
    resolve: (_root, _args, context) => eventTypesFor(context.can),
  }),
);
