import { z } from "zod";
import type { Context } from "../graphql/context.ts";
import { defineJob, servicesJobs, type JobContext } from "../jobs/define.ts";
import { systemLookup } from "./address-guard.ts";
import { eventData, type OutboxEvent } from "./event-object.ts";
import { ownerMayReceive } from "./event-types.ts";
import { eventBody, newMessageId, queueDeliveries, WEBHOOK_DISPATCH_JOB } from "./queue.ts";

// Turns the outbox into deliveries (docs/decisions/107-outbound-webhooks.md). Sent after each
// commit that wrote an outbox row (dispatcher.ts) and each minute by cron for any a crash
// left behind. One outbox row per transaction, taken with FOR UPDATE SKIP LOCKED so that
// several workers share the outbox: the object is read once per subscribed OWNER (not per
// endpoint), their endpoints' deliveries are inserted in bulk with their jobs, and the row is
// deleted. A transaction stays small whatever the backlog (a batch of rows once outgrew its
// timeout and rolled back for good), and on PGlite the one session is given back between rows.

const TRANSACTION_TIMEOUT_MS = 60_000;

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
    // Rows that failed in this run: skipped until the next run (cron, or the next commit's
    // notice), so one that always fails cannot stall the rows behind it.
    const failed: string[] = [];
    // Until the outbox is empty: rows committed meanwhile are taken too.
    for (;;) {
      if (context.signal.aborted) break;
      const outcome = await dispatchOne(context, failed);
      if (outcome.event === null) break;
      if (outcome.event === "skipped") continue;
      events += 1;
      deliveries += outcome.deliveries;
    }
    return failed.length > 0
      ? { events, deliveries, skipped: failed.length }
      : { events, deliveries };
  },
});

type OutboxRow = OutboxEvent & { id: string; createdAt: Date };

/** Dispatches the oldest outbox row no other worker holds; `event: null` when none is left. */
async function dispatchOne(context: JobContext, failed: string[]) {
  const { prisma, services, now, logger } = context;
  // The schema is loaded when first needed: it imports most of the server.
  const { schema } = await import("../schema/index.ts");
  let taken: string | undefined;
  try {
    return await prisma.$transaction(
      async (tx) => {
        const [row] = await tx.$queryRaw<OutboxRow[]>`
          SELECT "id", "eventType", "targetType", "targetId", "changes", "createdAt"
          FROM "webhookOutbox" WHERE NOT ("id" = ANY(${failed}::text[]))
          ORDER BY "seq" LIMIT 1 FOR UPDATE SKIP LOCKED`;
        if (!row) return { event: null, deliveries: 0 };
        taken = row.id;
        const base = {
          env: services.env,
          prisma: tx,
          jobs: { ...servicesJobs(services), boss: undefined, now: () => now().getTime() },
          webhookLookup: services.webhookLookup ?? systemLookup,
        } as unknown as Parameters<typeof eventData>[1] & Pick<Context, "jobs">;
        const endpoints = await tx.webhookEndpoint.findMany({
          where: { enabled: true, events: { has: row.eventType } },
          select: { id: true, user: { select: { id: true, role: true, banned: true } } },
          orderBy: { id: "asc" },
        });
        // One read per owner: their endpoints all receive the object as they may see it.
        const byOwner = new Map<
          string,
          { owner: (typeof endpoints)[number]["user"]; ids: string[] }
        >();
        for (const endpoint of endpoints) {
          const entry = byOwner.get(endpoint.user.id);
          if (entry) entry.ids.push(endpoint.id);
          else byOwner.set(endpoint.user.id, { owner: endpoint.user, ids: [endpoint.id] });
        }
        const at = now();
        const batch = [];
        for (const { owner, ids } of byOwner.values()) {
          // A banned owner reads nothing through the API; a role that lost the type, neither.
          if (!ownerMayReceive(owner, row.eventType)) continue;
          const data = await eventData(schema, base, owner, row);
          if (!data) continue;
          const payload = eventBody(row.eventType, row.createdAt, data);
          for (const endpointId of ids) {
            batch.push({
              endpointId,
              messageId: newMessageId(),
              eventType: row.eventType,
              attempt: 1,
              payload,
            });
          }
        }
        await queueDeliveries(tx, servicesJobs(services), batch, { autoRetry: true, at });
        await tx.webhookOutbox.deleteMany({ where: { id: row.id } });
        return { event: row.id, deliveries: batch.length };
      },
      { timeout: TRANSACTION_TIMEOUT_MS },
    );
  } catch (error) {
    if (taken === undefined) throw error;
    // This row is skipped for the rest of the run and tried again by the next one.
    failed.push(taken);
    logger.error({ err: error, outboxId: taken }, "webhooks: an outbox event failed to dispatch");
    return { event: "skipped" as const, deliveries: 0 };
  }
}
