import type { z } from "zod";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import type { RetryPolicy } from "./retry-policy.ts";

/** What a handler may use: the app's database and log, the job's abort signal, the clock. */
export type JobContext = {
  prisma: PrismaClient;
  logger: Logger;
  /** Aborted when the job runs past its timeout or the process stops (server/jobs/boss.ts). */
  signal: AbortSignal;
  /** The queue's clock (pg-boss's TestClock in tests): handlers never read Date.now(). */
  now: () => Date;
  jobId: string;
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
  handler: (payload: z.output<Schema>, context: JobContext) => Promise<void>;
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
