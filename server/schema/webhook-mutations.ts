import {
  webhookCreateSchema,
  webhookUpdateSchema,
  WEBHOOK_ENDPOINTS_PER_USER,
} from "#shared/validation/webhook";
import { builder, deletedPayload, payloadOf } from "./builder.ts";
import type { Context } from "../graphql/context.ts";
import { apiError, validate } from "../graphql/errors.ts";
import { checkWebhookUrl } from "../webhooks/address-guard.ts";
import {
  atEndpointCap,
  createEndpointWithinCap,
  deleteOwnEndpoint,
  ownEndpoint,
  redeliver,
  rotateOwnSecret,
  sendTest,
  updateOwnEndpoint,
} from "../webhooks/endpoints.ts";
import { eventTypesFor, ownerMayReceive, roleCan } from "../webhooks/event-types.ts";
import { WebhookDeliveryRef } from "./webhook-delivery.ts";
import { WebhookEndpointRef } from "./webhook-endpoint.ts";

// Managing one's own webhook endpoints (docs/decisions/107). Keys need WEBHOOK_WRITE; another
// user's endpoint or delivery is NOT_FOUND, as one that does not exist.

const ERRORS = "Errors: VALIDATION, NOT_FOUND, FORBIDDEN, UNAUTHENTICATED";
const notFound = (context: Context) => apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
const userOf = (context: Context) => context.principal?.userId ?? "";
const now = (context: Context) => new Date(context.jobs.now());

/**
 * Events the caller may choose, else VALIDATION on `events` (not one its role may read) or, for
 * a key, FORBIDDEN on `events` (its role may, its scopes may not): a key subscribes only to
 * objects it may read itself, so a WEBHOOK_WRITE key is no standing read channel for its role.
 */
function checkEvents(context: Context, events: string[]) {
  const allowed = eventTypesFor(context.can);
  const roleAllowed = eventTypesFor(roleCan(context.principal?.role));
  const unknown = events.find((event) => !roleAllowed.includes(event));
  if (unknown !== undefined) {
    throw apiError(context.locale, "VALIDATION", "webhook.validation.eventUnknown", {
      field: "events",
      values: { event: unknown.slice(0, 100) },
    });
  }
  if (events.some((event) => !allowed.includes(event))) {
    throw apiError(context.locale, "FORBIDDEN", "api.errors.forbidden", { field: "events" });
  }
}

const limitReached = (context: Context) =>
  apiError(context.locale, "WEBHOOK_LIMIT_REACHED", "api.errors.webhookLimitReached", {
    values: { max: WEBHOOK_ENDPOINTS_PER_USER },
  });

/** The SSRF guard, as a delivery would apply it: else WEBHOOK_ADDRESS_BLOCKED on `url`. */
async function checkUrl(context: Context, url: string) {
  const result = await checkWebhookUrl(url, {
    allowPrivate: context.env.webhookAllowPrivate,
    lookup: context.webhookLookup,
  });
  if (!result.ok) {
    throw apiError(context.locale, "WEBHOOK_ADDRESS_BLOCKED", "api.errors.webhookAddressBlocked", {
      field: "url",
    });
  }
}

builder.relayMutationField(
  "createWebhookEndpoint",
  {
    description: "The new endpoint's URL, events and note.",
    inputFields: (t) => ({
      url: t.string({ required: true, description: "An http(s) URL at a public address." }),
      events: t.stringList({
        required: true,
        description: "At least one of Query.webhookEventTypes.",
      }),
      description: t.string({ required: false, description: "A note; empty when left out." }),
    }),
  },
  {
    description: `Creates an endpoint, enabled; its signing secret is returned only here. ${ERRORS}, WEBHOOK_ADDRESS_BLOCKED (field "url"), WEBHOOK_LIMIT_REACHED (already ${WEBHOOK_ENDPOINTS_PER_USER}), SECOND_FACTOR_REQUIRED (a session whose user has a second factor passed none in the last 10 minutes; API keys are not asked).`,
    authScopes: { $all: { permission: { webhook: ["create"] }, freshSecondFactor: true } },
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, webhookCreateSchema, input);
      checkEvents(context, data.events);
      // Before the URL's DNS lookup: the cap also bounds how many lookups a caller can cause.
      if (await atEndpointCap(context.prisma, userOf(context))) throw limitReached(context);
      await checkUrl(context, data.url);
      const created = await createEndpointWithinCap(
        context.prisma,
        { ...data, userId: userOf(context), locale: context.locale },
        context.env.authSecret,
      );
      if (!created) throw limitReached(context);
      return { webhookEndpoint: created.endpoint, secret: created.secret };
    },
  },
  {
    description: "The created endpoint and its secret.",
    outputFields: (t) => ({
      webhookEndpoint: t.expose("webhookEndpoint", {
        type: WebhookEndpointRef,
        description: "The new endpoint.",
      }),
      secret: t.exposeString("secret", {
        description:
          "The signing secret (whsec_…), for verifying deliveries. Not retrievable later.",
      }),
    }),
  },
);

builder.relayMutationField(
  "updateWebhookEndpoint",
  {
    description: "The endpoint and what changes; fields left out stay.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [WebhookEndpointRef], description: "Its global id." }),
      url: t.string({ required: false, description: "An http(s) URL at a public address." }),
      events: t.stringList({ required: false, description: "At least one event type." }),
      description: t.string({ required: false, description: "A note." }),
    }),
  },
  {
    description: `Changes an endpoint's URL, events or note. ${ERRORS}, WEBHOOK_ADDRESS_BLOCKED.`,
    authScopes: { permission: { webhook: ["update"] } },
    resolve: async (_root, { input }, context) => {
      const { id, ...fields } = input;
      const data = validate(context.locale, webhookUpdateSchema, {
        url: fields.url ?? undefined,
        events: fields.events ?? undefined,
        description: fields.description ?? undefined,
      });
      if (!(await ownEndpoint(context.prisma, userOf(context), id.id))) throw notFound(context);
      if (data.events) checkEvents(context, data.events);
      if (data.url !== undefined) await checkUrl(context, data.url);
      const endpoint = await updateOwnEndpoint(context.prisma, userOf(context), id.id, {
        ...data,
        locale: context.locale,
      });
      if (!endpoint) throw notFound(context);
      return { webhookEndpoint: endpoint };
    },
  },
  payloadOf("webhookEndpoint", WebhookEndpointRef, "The changed endpoint."),
);

builder.relayMutationField(
  "setWebhookEndpointEnabled",
  {
    description: "The endpoint and whether it receives events.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [WebhookEndpointRef], description: "Its global id." }),
      enabled: t.boolean({ required: true, description: "true: deliver; false: deliver nothing." }),
    }),
  },
  {
    description: `Enables or disables an endpoint. Disabling drops its queued deliveries; enabling clears failingSince. ${ERRORS}.`,
    authScopes: { permission: { webhook: ["update"] } },
    resolve: async (_root, { input }, context) => {
      const endpoint = await updateOwnEndpoint(context.prisma, userOf(context), input.id.id, {
        enabled: input.enabled,
        locale: context.locale,
      });
      if (!endpoint) throw notFound(context);
      return { webhookEndpoint: endpoint };
    },
  },
  payloadOf("webhookEndpoint", WebhookEndpointRef, "The endpoint."),
);

builder.relayMutationField(
  "deleteWebhookEndpoint",
  {
    description: "The endpoint to delete.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [WebhookEndpointRef], description: "Its global id." }),
    }),
  },
  {
    description: `Deletes an endpoint and its delivery log; queued deliveries are dropped. ${ERRORS}.`,
    authScopes: { permission: { webhook: ["delete"] } },
    resolve: async (_root, { input }, context) => {
      if (!(await deleteOwnEndpoint(context.prisma, userOf(context), input.id.id))) {
        throw notFound(context);
      }
      return { id: input.id.id };
    },
  },
  deletedPayload(
    "deletedWebhookEndpointId",
    "WebhookEndpoint",
    "The deleted endpoint's global id.",
  ),
);

builder.relayMutationField(
  "rotateWebhookSecret",
  {
    description: "The endpoint whose secret to replace.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [WebhookEndpointRef], description: "Its global id." }),
    }),
  },
  {
    description: `A new signing secret, returned only here; the previous one keeps signing beside it for 24 hours (previousSecretExpiresAt). ${ERRORS}.`,
    authScopes: { permission: { webhook: ["update"] } },
    resolve: async (_root, { input }, context) => {
      const rotated = await rotateOwnSecret(
        context.prisma,
        userOf(context),
        input.id.id,
        context.env.authSecret,
        now(context),
      );
      if (!rotated) throw notFound(context);
      return { webhookEndpoint: rotated.endpoint, secret: rotated.secret };
    },
  },
  {
    description: "The endpoint and its new secret.",
    outputFields: (t) => ({
      webhookEndpoint: t.expose("webhookEndpoint", {
        type: WebhookEndpointRef,
        description: "The endpoint.",
      }),
      secret: t.exposeString("secret", {
        description: "The new secret (whsec_…). Not retrievable later.",
      }),
    }),
  },
);

builder.relayMutationField(
  "sendTestWebhook",
  {
    description: "The endpoint to send a test event to.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [WebhookEndpointRef], description: "Its global id." }),
    }),
  },
  {
    description: `Queues one "webhook.test" delivery (tried once) to an enabled endpoint. ${ERRORS} (a disabled endpoint: VALIDATION).`,
    authScopes: { permission: { webhook: ["update"] } },
    resolve: async (_root, { input }, context) => {
      const endpoint = await ownEndpoint(context.prisma, userOf(context), input.id.id);
      if (!endpoint) throw notFound(context);
      if (!endpoint.enabled) {
        throw apiError(context.locale, "VALIDATION", "api.errors.webhookEndpointDisabled", {
          field: "id",
        });
      }
      return { delivery: await sendTest(context.prisma, context.jobs, endpoint, now(context)) };
    },
  },
  payloadOf("delivery", WebhookDeliveryRef, "The queued delivery (PENDING)."),
);

builder.relayMutationField(
  "redeliverWebhook",
  {
    description: "The delivery whose message to send again.",
    inputFields: (t) => ({
      deliveryId: t.globalID({
        required: true,
        for: [WebhookDeliveryRef],
        description: "A delivery's global id.",
      }),
    }),
  },
  {
    description: `Queues a new attempt of the same message (same webhook-id and body), tried once, to its enabled endpoint. ${ERRORS} (a disabled endpoint: VALIDATION).`,
    authScopes: { permission: { webhook: ["update"] } },
    resolve: async (_root, { input }, context) => {
      const userId = userOf(context);
      const original = await context.prisma.webhookDelivery.findFirst({
        where: { id: input.deliveryId.id, endpoint: { userId } },
        include: { endpoint: { select: { enabled: true } } },
      });
      if (!original) throw notFound(context);
      // The stored body was read with the rights the owner had then: a demoted admin may not
      // have a user.* message sent again (their role is the principal's, read per request).
      if (
        !ownerMayReceive(
          { role: context.principal?.role ?? null, banned: false },
          original.eventType,
        )
      ) {
        throw apiError(context.locale, "FORBIDDEN", "api.errors.forbidden", {
          field: "deliveryId",
        });
      }
      if (!original.endpoint.enabled) {
        throw apiError(context.locale, "VALIDATION", "api.errors.webhookEndpointDisabled", {
          field: "deliveryId",
        });
      }
      const result = await redeliver(
        context.prisma,
        context.jobs,
        userId,
        original.id,
        now(context),
      );
      if (!result) throw notFound(context);
      return { delivery: result.delivery };
    },
  },
  payloadOf("delivery", WebhookDeliveryRef, "The queued delivery (PENDING)."),
);
