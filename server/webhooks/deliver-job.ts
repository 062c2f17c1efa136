import { Webhook } from "standardwebhooks";
import { z } from "zod";
import { defineJob, servicesJobs, type JobContext } from "../jobs/define.ts";
import { retryWindows, type RetryPolicy } from "../jobs/retry-policy.ts";
import { systemLookup } from "./address-guard.ts";
import { postWebhook, type PostResult } from "./delivery-agent.ts";
import { ownerMayReceive } from "./event-types.ts";
import { disableFailingEndpoint, FAILING_DISABLE_MS } from "./disable.ts";
import { queueDelivery, WEBHOOK_DELIVER_JOB } from "./queue.ts";
import { signingSecrets } from "./secrets.ts";
import { signals, type WebhookOutcome } from "../telemetry/signals.ts";

// Delivers one attempt (docs/decisions/107-outbound-webhooks.md). Each attempt is its own
// WebhookDelivery row: a failed one is marked FAILED and, for events, the next attempt is
// queued with a growing delay (WEBHOOK_RETRY) in the same transaction. The job's own retries
// cover only a crash or an unreachable database, and the row's PENDING status makes a rerun of
// an attempt already recorded a no-op.

/** The schedule of an event's attempts: 11 retries, 1 min doubling, from ~17 h to ~34 h in all. */
export const WEBHOOK_RETRY: RetryPolicy = {
  retries: 11,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 8 * 60 * 60,
};

const payloadSchema = z.object({ deliveryId: z.string().min(1).max(64), autoRetry: z.boolean() });

export const webhookDeliverJob = defineJob({
  name: WEBHOOK_DELIVER_JOB,
  payload: payloadSchema,
  // A crash or a database outage: tried again soon; the HTTP failures are scheduled above.
  retry: { retries: 5, delaySeconds: 10, backoff: true, maxDelaySeconds: 300 },
  // The POST's own bound is 10 s; recording it leaves room.
  timeoutSeconds: 60,
  notify: true,
  // Two slots of up to 8 POSTs each, fetching again at once while there is work: a slow
  // endpoint holds one batch, not the queue (ADR 107: deliveries per second).
  concurrency: 2,
  batch: 8,
  handler: (payload, context) => deliver(payload, context),
});

/**
 * The longest quiet between two failures of one streak: an attempt row is queued when the one
 * before failed and waits up to a day's worth of retry delays (the longest is 8 h), so a
 * failure with no other in the day before it starts the streak again.
 */
export const STREAK_GAP_MS = 24 * 60 * 60 * 1000;

/** The delay before the attempt after `attempt` (1-based), drawn within pg-boss's window. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number | null {
  const window = retryWindows(WEBHOOK_RETRY)[attempt - 1];
  if (!window) return null;
  return Math.round((window.min + (window.max - window.min) * random()) * 1000);
}

async function deliver(
  { deliveryId, autoRetry }: z.output<typeof payloadSchema>,
  context: JobContext,
): Promise<object> {
  const { prisma, services, now } = context;
  const delivery = await prisma.webhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { endpoint: { include: { user: { select: { role: true, banned: true } } } } },
  });
  // Deleted with its endpoint, or recorded by an earlier run of this job.
  if (!delivery) return { dropped: "gone" };
  if (delivery.status !== "PENDING") return { skipped: "recorded" };
  const { endpoint } = delivery;
  if (!endpoint.enabled) {
    // Nothing new reaches a disabled endpoint: the attempt is dropped, not failed.
    await prisma.webhookDelivery.deleteMany({ where: { id: deliveryId, status: "PENDING" } });
    signals().webhookDelivery("dropped", delivery.eventType);
    return { dropped: "disabled" };
  }
  if (!ownerMayReceive(endpoint.user, delivery.eventType)) {
    // The owner was banned, or lost the role that read this object, since it was queued: the
    // attempt is dropped unsent (a deleted owner took the endpoint and its deliveries along).
    await prisma.webhookDelivery.deleteMany({ where: { id: deliveryId, status: "PENDING" } });
    signals().webhookDelivery("dropped", delivery.eventType);
    return { dropped: "owner may no longer receive it" };
  }
  const at = now();
  const signatures = signingSecrets(services.env.authSecret, endpoint, at).map((secret) =>
    new Webhook(secret).sign(delivery.messageId, at, delivery.payload),
  );
  const result = await postWebhook({
    url: endpoint.url,
    body: delivery.payload,
    headers: {
      "webhook-id": delivery.messageId,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signatures.join(" "),
      "user-agent": "Groundwork-Webhooks/1",
    },
    allowPrivate: services.env.webhookAllowPrivate,
    lookup: services.webhookLookup ?? systemLookup,
    signal: context.signal,
    timeoutMs: services.webhookTimeoutMs,
    now: () => now().getTime(),
  });
  // Stopped (SIGTERM) or past the job's own timeout mid-request: not the endpoint's failure.
  // The attempt stays PENDING and the job goes back to the queue (boss.ts), to be sent again.
  if (context.signal.aborted) throw new Error("the delivery was interrupted: it is tried again");
  return record(context, delivery, result, autoRetry);
}

/** The SSRF guard's refusal is not the endpoint's failure: it never received the POST. */
const deliveryOutcome = (result: PostResult): WebhookOutcome =>
  result.ok ? "delivered" : result.error === "ADDRESS_BLOCKED" ? "refused" : "failed";

/**
 * What PostgreSQL's text accepts: U+0000 becomes U+FFFD (a binary or gzip answer holds 0x00).
 * Invalid UTF-8 was already replaced when the bytes were decoded; a lone surrogate is too. Else
 * recording would fail after the POST, and the job's rerun would POST the message again.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableText(value: string | null): string | null {
  return value === null ? null : value.replace(UNSTORABLE, "\uFFFD");
}

async function record(
  context: JobContext,
  delivery: {
    id: string;
    endpointId: string;
    messageId: string;
    eventType: string;
    attempt: number;
    payload: string;
  },
  result: PostResult,
  autoRetry: boolean,
): Promise<object> {
  const { prisma, now } = context;
  const at = now();
  const outcome = {
    status: result.ok ? "SUCCEEDED" : "FAILED",
    responseStatus: result.responseStatus,
    responseBody: storableText(result.responseBody),
    durationMs: result.durationMs,
    error: result.error,
  };
  const disabled = await prisma.$transaction(async (tx) => {
    // Only a PENDING row: two runs of one job record one outcome.
    const { count } = await tx.webhookDelivery.updateMany({
      where: { id: delivery.id, status: "PENDING" },
      data: outcome,
    });
    if (count === 0) return null;
    if (result.ok) {
      await tx.webhookEndpoint.updateMany({
        where: { id: delivery.endpointId },
        data: { failingSince: null },
      });
      return false;
    }
    // The streak goes on only while failures keep coming (from the delivery log): this attempt
    // is a scheduled retry (its message has failed since), another message's retry is still
    // pending, or another attempt failed within STREAK_GAP_MS. Else this failure starts a new
    // streak: a blip after days of silence is no "3 days of failing".
    const retry = autoRetry && delivery.attempt > 1;
    const recent = new Date(at.getTime() - STREAK_GAP_MS);
    const [endpoint] = await tx.$queryRaw<{ failingSince: Date | null; enabled: boolean }[]>`
      UPDATE "webhookEndpoint" AS e SET "failingSince" = CASE
        WHEN e."failingSince" IS NOT NULL AND (${retry} OR EXISTS (
          SELECT 1 FROM "webhookDelivery" d
          WHERE d."endpointId" = e.id AND d.id <> ${delivery.id}
            AND ((d.status = 'FAILED' AND d."createdAt" >= ${recent})
              OR (d.status = 'PENDING' AND d.attempt > 1))))
        THEN e."failingSince" ELSE ${at}::timestamp(3) END
      WHERE e.id = ${delivery.endpointId} RETURNING e."failingSince", e."enabled"`;
    if (!endpoint?.enabled) return false;
    if (
      endpoint.failingSince &&
      at.getTime() - endpoint.failingSince.getTime() >= FAILING_DISABLE_MS
    ) {
      return true;
    }
    const delay = autoRetry ? retryDelayMs(delivery.attempt) : null;
    if (delay !== null) {
      await queueDelivery(tx, servicesJobs(context.services), {
        endpointId: delivery.endpointId,
        messageId: delivery.messageId,
        eventType: delivery.eventType,
        attempt: delivery.attempt + 1,
        payload: delivery.payload,
        autoRetry: true,
        at,
        startAfter: new Date(at.getTime() + delay),
      });
    }
    return false;
  });
  // Counted once, by the run that recorded the attempt (null: an earlier run had).
  if (disabled !== null) signals().webhookDelivery(deliveryOutcome(result), delivery.eventType);
  if (disabled) await disableFailingEndpoint(context, delivery.endpointId, at);
  return { ...outcome, responseBody: undefined, disabled: disabled ?? false };
}
