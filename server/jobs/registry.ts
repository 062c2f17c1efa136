import type { JobRegistry } from "./define.ts";
import { auditRetentionJob, expiredRowsJob } from "./cleanup.ts";
import { mailJob } from "../email/mail-job.ts";
import { webhookDeliverJob } from "../webhooks/deliver-job.ts";
import { webhookDispatchJob } from "../webhooks/dispatch-job.ts";

/**
 * Every job the app runs, by name: its payload schema, retry policy, timeout, singleton key,
 * cron and handler (server/jobs/define.ts). Queues are created for all of them at start.
 */
export const jobRegistry = {
  [auditRetentionJob.name]: auditRetentionJob,
  [expiredRowsJob.name]: expiredRowsJob,
  [mailJob.name]: mailJob,
  [webhookDispatchJob.name]: webhookDispatchJob,
  [webhookDeliverJob.name]: webhookDeliverJob,
} satisfies JobRegistry;

export type AppJobs = typeof jobRegistry;
