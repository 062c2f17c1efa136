import type { JobRegistry } from "./define.ts";
import { auditRetentionJob, expiredRowsJob } from "./cleanup.ts";
import { mailJob } from "../email/mail-job.ts";

/**
 * Every job the app runs, by name: its payload schema, retry policy, timeout, singleton key,
 * cron and handler (server/jobs/define.ts). Queues are created for all of them at start.
 */
export const jobRegistry = {
  [auditRetentionJob.name]: auditRetentionJob,
  [expiredRowsJob.name]: expiredRowsJob,
  [mailJob.name]: mailJob,
} satisfies JobRegistry;

export type AppJobs = typeof jobRegistry;
