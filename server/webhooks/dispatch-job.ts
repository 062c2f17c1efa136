import { z } from "zod";
import type { Context } from "../graphql/context.ts";
import { defineJob, servicesJobs, type JobContext } from "../jobs/define.ts";
import { systemLookup } from "./address-guard.ts";
import { eventData, type OutboxEvent } from "./event-object.ts";
import { eventTypesFor } from "./event-types.ts";
import { eventBody, newMessageId, queueDelivery, WEBHOOK_DISPATCH_JOB } from "./queue.ts";

// Turns the outbox into deliveries (docs/decisions/107-outbound-webhooks.md). Sent after each
// commit that wrote an outbox row (dispatcher.ts) and each minute by cron for any a crash
// left behind. In one transaction per batch: the rows are taken (FOR UPDATE SKIP LOCKED, so two
// workers never take the same one), each subscribed endpoint whose owner may read the object
// gets a delivery and its job, and the rows are deleted. A failure rolls all of it back.

const BATCH = 50;

export const webhookDispatchJob = defineJob({
  name: WEBHOOK_DISPATCH_JOB,
  payload: z.object({}),
  retry: { retries: 3, delaySeconds: 5, backoff: true },
  timeoutSeconds: 5 * 60,
  singletonKey: () => "dispatch",
  cron: "* * * * *",
  notify: true,
  handler: async (_payload, context) => {
    let events = 0;
    let deliveries = 0;
    // Until the outbox is empty: rows committed while a batch ran are taken by the next one.
    for (;;) {
      const batch = await dispatchBatch(context);
      if (batch.events === 0) break;
      events += batch.events;
      deliveries += batch.deliveries;
    }
    return { events, deliveries };
  },
});

type OutboxRow = OutboxEvent & { id: string; createdAt: Date };

async function dispatchBatch(context: JobContext) {
  const { prisma, services, now } = context;
  // The schema is loaded when first needed: it imports most of the server.
  const { schema } = await import("../schema/index.ts");
  return prisma.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<OutboxRow[]>`
        SELECT "id", "eventType", "targetType", "targetId", "changes", "createdAt"
        FROM "webhookOutbox" ORDER BY "seq" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return { events: 0, deliveries: 0 };
      const base = {
        env: services.env,
        prisma: tx,
        jobs: { ...servicesJobs(services), boss: undefined, now: () => now().getTime() },
        webhookLookup: services.webhookLookup ?? systemLookup,
      } as unknown as Parameters<typeof eventData>[1] & Pick<Context, "jobs">;
      let deliveries = 0;
      for (const row of rows) {
        const endpoints = await tx.webhookEndpoint.findMany({
          where: { enabled: true, events: { has: row.eventType } },
          include: { user: { select: { id: true, role: true, banned: true } } },
          orderBy: { id: "asc" },
        });
        for (const endpoint of endpoints) {
          const owner = endpoint.user;
          // A banned owner reads nothing through the API; a role that lost the type, neither.
          if (owner.banned || !eventTypesFor(owner.role).includes(row.eventType)) continue;
          const data = await eventData(schema, base, owner, row);
          if (!data) continue;
          await queueDelivery(tx, servicesJobs(services), {
            endpointId: endpoint.id,
            messageId: newMessageId(),
            eventType: row.eventType,
            attempt: 1,
            payload: eventBody(row.eventType, row.createdAt, data),
            autoRetry: true,
            at: now(),
          });
          deliveries += 1;
        }
      }
      await tx.webhookOutbox.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
      return { events: rows.length, deliveries };
    },
    { timeout: 60_000 },
  );
}
