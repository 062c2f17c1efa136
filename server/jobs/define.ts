import type { z } from "zod";
import type { Mailer } from "../email/mailer.ts";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import type { RetryPolicy } from "./retry-policy.ts";
import type { WebhookLookup } from "../webhooks/address-guard.ts";
import type { JobQueue } from "./boss.ts";
import type { AppJobs } from "./registry.ts";

/**
 * What the app gives every handler beside the database: its settings, its mailer, the queue
 * itself (a handler that enqueues in its own transaction) and how webhook hosts resolve.
 */
export type JobServices = {
  env: Env;
  mailer: Mailer;
  /** Absent only where no handler enqueues (the job queue's own tests). */
  jobs?: Pick<JobQueue<AppJobs>, "send">;
  /** Tests inject a resolver (the SSRF guard) and a shorter delivery timeout. */
  webhookLookup?: WebhookLookup;
  webhookTimeoutMs?: number;
};

/** The queue a handler enqueues on, in its own transaction. */
export function servicesJobs(services: JobServices): Pick<JobQueue<AppJobs>, "send"> {
  if (!services.jobs) throw new Error("this job enqueues: its services need the queue");
  return services.jobs;
}

/** What a handler may use: the app's database and log, the job's abort signal, the clock. */
export type JobContext = {
  prisma: PrismaClient;
  logger: Logger;
  /** Aborted when the job runs past its timeout or the process stops (server/jobs/boss.ts). */
  signal: AbortSignal;
  /** The queue's clock (pg-boss's TestClock in tests): handlers never read Date.now(). */
  now: () => Date;
  jobId: string;
  /** Retries before this attempt (0 on the first). */
  retryCount: number;
  services: JobServices;
};

/** Per job, beside the queue's options: how long it may wait and how long it is kept. */
export type JobSendOptions = {
  /** Deleted, never run, when still waiting (created or retry) this long after its start. */
  retentionSeconds?: number;
  /** Deleted this long after it completed (pg-boss's default: 7 days). */
  deleteAfterSeconds?: number;
};

export type JobDefinition<Schema extends z.ZodType = z.ZodType, Name extends string = string> = {
  name: Name;
  payload: Schema;
  retry: RetryPolicy;
  /** How long one attempt may run; then it is failed (and retried if the policy allows). */
  timeoutSeconds: number;
  /** At most one job with this key waits or runs at a time: a second send is dropped. */
  singletonKey?: (payload: z.output<Schema>) => string;
  /** Sent by pg-boss's cron, once across all instances (UTC cron expression). */
  cron?: string;
  /**
   * Latency bound: a send wakes a worker at once through PostgreSQL's LISTEN/NOTIFY instead of
   * waiting for its next poll (polling stays as a backstop).
   */
  notify?: boolean;
  /** Jobs of this queue one worker runs at a time (default 1). */
  concurrency?: number;
  /**
   * Throughput bound: each of the `concurrency` slots fetches up to this many jobs at once and
   * runs them side by side, and fetches again at once while fetches come back full (pg-boss's
   * burstWhenBatchFull); each job still completes or fails on its own. Without it a slot takes
   * one job per poll interval (ADR 107 measures the difference).
   */
  batch?: number;
  /** Per-job retention, from the payload (a code's job lives as long as the code). */
  sendOptions?: (payload: z.output<Schema>, now: Date) => JobSendOptions;
  /** What it returns is kept as the job's output (pg-boss), e.g. why nothing was sent. */
  handler: (payload: z.output<Schema>, context: JobContext) => Promise<object | void>;
};

/** Keeps the payload type of each definition (an array of them would widen it). */
export function defineJob<const Name extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Schema, Name>,
): JobDefinition<Schema, Name> {
  return definition;
}

// Handlers take their own payload type; the registry only needs to call them with a parsed one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobRegistry = Record<string, JobDefinition<any>>;
