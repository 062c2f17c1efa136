import { randomBytes } from "node:crypto";
import type { Prisma } from "../generated/prisma/client.ts";
import type { JobQueue } from "../jobs/boss.ts";
import type { AppJobs } from "../jobs/registry.ts";

// Every delivery goes the same way (docs/decisions/107): a WebhookDelivery row, PENDING, and a
// webhook.deliver job naming it, written in one transaction. Events, retries, redeliveries and
// tests differ only in what they put in the row.

export const WEBHOOK_DELIVER_JOB = "webhook.deliver";
export const WEBHOOK_DISPATCH_JOB = "webhook.dispatch";

export type WebhookJobs = Pick<JobQueue<AppJobs>, "send">;

/** A Standard Webhooks message id: "msg_" and 24 random base32 characters. */
export function newMessageId(): string {
  return `msg_${randomBytes(15).toString("base64url").replace(/[-_]/g, "x")}`;
}

export type NewDelivery = {
  endpointId: string;
  messageId: string;
  eventType: string;
  attempt: number;
  payload: string;
  /** Whether a failure schedules the next attempt (events); a manual one is tried once. */
  autoRetry: boolean;
  /** When it is queued (the queue's clock): the log's order. */
  at: Date;
  startAfter?: Date;
};

export async function queueDelivery(
  tx: Prisma.TransactionClient,
  jobs: WebhookJobs,
  delivery: NewDelivery,
) {
  const { autoRetry, startAfter, at, ...data } = delivery;
  const row = await tx.webhookDelivery.create({
    data: { ...data, status: "PENDING", createdAt: at },
    // As the WebhookDelivery node loads it (its owner decides who reads it).
    include: { endpoint: { select: { userId: true } } },
  });
  await jobs.send(
    WEBHOOK_DELIVER_JOB,
    { deliveryId: row.id, autoRetry },
    { tx, ...(startAfter ? { startAfter } : {}) },
  );
  return row;
}

/**
 * Many first attempts in two statements' worth of rows (the dispatch of one event to all its
 * endpoints): the rows in bulk, then a job for each, in the same transaction.
 */
export async function queueDeliveries(
  tx: Prisma.TransactionClient,
  jobs: WebhookJobs,
  deliveries: Omit<NewDelivery, "autoRetry" | "at" | "startAfter">[],
  { autoRetry, at }: Pick<NewDelivery, "autoRetry" | "at">,
) {
  if (deliveries.length === 0) return;
  const rows = await tx.webhookDelivery.createManyAndReturn({
    data: deliveries.map((delivery) => ({ ...delivery, status: "PENDING", createdAt: at })),
    select: { id: true },
  });
  for (const row of rows) {
    await jobs.send(WEBHOOK_DELIVER_JOB, { deliveryId: row.id, autoRetry }, { tx });
  }
}

/** The body every event's message carries (Standard Webhooks' recommended shape). */
export function eventBody(type: string, timestamp: Date, data: object): string {
  return JSON.stringify({ type, timestamp: timestamp.toISOString(), data });
}
