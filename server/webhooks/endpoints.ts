import { WEBHOOK_ENDPOINTS_PER_USER } from "#shared/validation/webhook";
import type { PrismaClient, WebhookEndpoint } from "../generated/prisma/client.ts";
import { newWebhookSecret, ROTATION_OVERLAP_MS, sealSecret } from "./secrets.ts";
import { eventBody, newMessageId, queueDelivery, type WebhookJobs } from "./queue.ts";
import { TEST_EVENT_TYPE } from "./event-types.ts";

// What the webhook mutations do (server/schema/webhook-mutations.ts), each within the caller's
// own endpoints: a row of another user is never found (docs/decisions/107).

export async function createEndpointWithinCap(
  prisma: PrismaClient,
  input: { userId: string; url: string; events: string[]; description: string; locale: string },
  authSecret: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string } | null> {
  const secret = newWebhookSecret();
  const endpoint = await prisma.$transaction(async (tx) => {
    // One creation per user at a time: two at once cannot both pass the count.
    await tx.$queryRaw`SELECT 1 FROM "user" WHERE id = ${input.userId} FOR NO KEY UPDATE`;
    const held = await tx.webhookEndpoint.count({ where: { userId: input.userId } });
    if (held >= WEBHOOK_ENDPOINTS_PER_USER) return null;
    return tx.webhookEndpoint.create({
      data: { ...input, secret: sealSecret(authSecret, secret) },
    });
  });
  return endpoint ? { endpoint, secret } : null;
}

/** Whether the user already holds the most endpoints allowed (checked again under a lock). */
export const atEndpointCap = async (prisma: PrismaClient, userId: string) =>
  (await prisma.webhookEndpoint.count({ where: { userId } })) >= WEBHOOK_ENDPOINTS_PER_USER;

export const ownEndpoint = (prisma: PrismaClient, userId: string, id: string) =>
  prisma.webhookEndpoint.findFirst({ where: { id, userId } });

export async function updateOwnEndpoint(
  prisma: PrismaClient,
  userId: string,
  id: string,
  data: {
    url?: string;
    events?: string[];
    description?: string;
    enabled?: boolean;
    /** The language of this change: the auto-disable e-mail's. */
    locale: string;
  },
) {
  const enabledChange =
    data.enabled === undefined
      ? {}
      : data.enabled
        ? // Re-enabled: a new start, the old failing streak forgotten.
          { enabled: true, disabledReason: null, failingSince: null }
        : { enabled: false, disabledReason: "MANUAL" };
  const { enabled: _enabled, ...fields } = data;
  // A new URL is a new receiver: the old one's failing streak is not its.
  const urlChange = data.url === undefined ? {} : { failingSince: null };
  const { count } = await prisma.webhookEndpoint.updateMany({
    where: { id, userId },
    data: { ...fields, ...urlChange, ...enabledChange },
  });
  return count === 0 ? null : ownEndpoint(prisma, userId, id);
}

export async function deleteOwnEndpoint(prisma: PrismaClient, userId: string, id: string) {
  // Its deliveries go with it (cascade); their queued jobs find no row and end (deliver-job.ts).
  const { count } = await prisma.webhookEndpoint.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** A new secret; the current one keeps signing beside it for 24 hours. */
export async function rotateOwnSecret(
  prisma: PrismaClient,
  userId: string,
  id: string,
  authSecret: string,
  now: Date,
) {
  const secret = newWebhookSecret();
  const endpoint = await prisma.$transaction(async (tx) => {
    // Locked: two rotations at once would both read the same current secret, and the first
    // caller would be handed one the second overwrote (it would never sign).
    await tx.$queryRaw`SELECT 1 FROM "webhookEndpoint" WHERE id = ${id} AND "userId" = ${userId} FOR NO KEY UPDATE`;
    const current = await tx.webhookEndpoint.findFirst({ where: { id, userId } });
    if (!current) return null;
    return tx.webhookEndpoint.update({
      where: { id },
      data: {
        secret: sealSecret(authSecret, secret),
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
        secretRotatedAt: now,
      },
    });
  });
  return endpoint ? { endpoint, secret } : null;
}

/** A "webhook.test" message, delivered once by the same job as events. */
export async function sendTest(
  prisma: PrismaClient,
  jobs: WebhookJobs,
  endpoint: WebhookEndpoint,
  now: Date,
) {
  const body = eventBody(TEST_EVENT_TYPE, now, { endpointId: endpoint.id });
  return prisma.$transaction((tx) =>
    queueDelivery(tx, jobs, {
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: TEST_EVENT_TYPE,
      attempt: 1,
      payload: body,
      autoRetry: false,
      at: now,
    }),
  );
}

/** A new attempt of the same message (same id, same body), delivered once. */
export async function redeliver(
  prisma: PrismaClient,
  jobs: WebhookJobs,
  userId: string,
  deliveryId: string,
  now: Date,
) {
  return prisma.$transaction(async (tx) => {
    const original = await tx.webhookDelivery.findFirst({
      where: { id: deliveryId, endpoint: { userId } },
      include: { endpoint: true },
    });
    if (!original) return null;
    // Serialises redeliveries of one message: each gets its own attempt number.
    await tx.$queryRaw`SELECT 1 FROM "webhookEndpoint" WHERE id = ${original.endpointId} FOR NO KEY UPDATE`;
    const last = await tx.webhookDelivery.aggregate({
      where: { messageId: original.messageId, endpointId: original.endpointId },
      _max: { attempt: true },
    });
    const delivery = await queueDelivery(tx, jobs, {
      endpointId: original.endpointId,
      messageId: original.messageId,
      eventType: original.eventType,
      attempt: (last._max.attempt ?? original.attempt) + 1,
      payload: original.payload,
      autoRetry: false,
      at: now,
    });
    return { delivery, endpoint: original.endpoint };
  });
}
