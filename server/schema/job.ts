import { encodeGlobalID } from "@pothos/plugin-relay";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#shared/api/limits";
import { TOTAL_COUNT_CAP } from "#shared/pagination/count-caps";
import type { Context } from "../graphql/context.ts";
import { apiError } from "../graphql/errors.ts";
import { decodeNodeId } from "../graphql/node-ids.ts";
import { cursorOrigin, encodeCursor, pageFromArgs } from "../pagination/connection.ts";
import { totalCountField } from "../pagination/keyset-connection.ts";
import {
  actOnJob,
  failedJobCount,
  failedJobs,
  jobById,
  queueCounts,
  type JobAction,
  type JobRow,
  type QueueCounts,
  UUID,
} from "../jobs/admin.ts";
import { builder, type Types } from "./builder.ts";
import { JOBS_ADMIN, JobQueueRef } from "./job-queue.ts";

// The manager's Jobs screen's failed jobs and their audited retry and cancel
// (docs/decisions/106), for the same admins as the queues (JOBS_ADMIN).

const JobStateEnum = builder.enumType("JobState", {
  description: "Where a background job is in its life.",
  values: {
    CREATED: { value: "created", description: "Waiting for its first attempt." },
    RETRY: { value: "retry", description: "An attempt failed; it runs again (see runAfter)." },
    ACTIVE: { value: "active", description: "A worker is running it." },
    COMPLETED: { value: "completed", description: "It ran to the end." },
    CANCELLED: { value: "cancelled", description: "An admin cancelled it before it finished." },
    FAILED: { value: "failed", description: "Its last allowed attempt failed." },
  },
});

export const JobRef = builder.objectRef<JobRow>("Job").implement({
  description: "A background job, without its payload (which may hold secrets).",
  authScopes: JOBS_ADMIN,
  fields: (t) => ({
    id: t.id({
      description: "The job's global id (not a node: read it through failedJobs).",
      resolve: (job) => encodeGlobalID("Job", job.id),
    }),
    queue: t.exposeString("name", { description: "The queue it belongs to." }),
    state: t.field({ type: JobStateEnum, description: "Its state.", resolve: (job) => job.state }),
    error: t.exposeString("error", {
      nullable: true,
      description: "The message of its last failure (at most 2000 characters); never a stack.",
    }),
    retryCount: t.exposeInt("retryCount", { description: "Retries made so far." }),
    retryLimit: t.exposeInt("retryLimit", {
      description: "Retries allowed (each admin retry allows one more).",
    }),
    createdAt: t.expose("createdOn", { type: "DateTime", description: "When it was sent." }),
    failedAt: t.expose("completedOn", {
      type: "DateTime",
      nullable: true,
      description: "When it failed for good (FAILED) or was cancelled; else null.",
    }),
    runAfter: t.field({
      type: "DateTime",
      nullable: true,
      description: "When it runs next, for CREATED and RETRY jobs; else null.",
      resolve: (job) => (job.state === "created" || job.state === "retry" ? job.startAfter : null),
    }),
  }),
});

const ORIGIN = cursorOrigin("job", "FAILED_CREATED_AT_DESC");
const SEPARATOR = "|";
// The creation time in microseconds, as PostgreSQL keeps it: a Date's milliseconds would make
// the next page skip the jobs created in the same millisecond as the last one.
const keyOf = (job: JobRow) => `${job.createdKey}${SEPARATOR}${job.id}`;
// Years 1 to 9999 in microseconds since 1970: what a timestamp holds, and no overflow in SQL.
const MIN_MICROS = -62_135_596_800_000_000n;
const MAX_MICROS = 253_402_300_799_999_999n;

/** A cursor's (created, id) key; VALIDATION for one this list did not make. */
function cursorKey(key: string | undefined, field: string, context: Context) {
  if (key === undefined) return undefined;
  const at = key.indexOf(SEPARATOR);
  const micros = key.slice(0, at);
  const id = key.slice(at + 1);
  const valid =
    at > 0 &&
    /^-?\d{1,18}$/.test(micros) &&
    BigInt(micros) >= MIN_MICROS &&
    BigInt(micros) <= MAX_MICROS &&
    UUID.test(id);
  if (!valid) throw apiError(context.locale, "VALIDATION", "api.errors.cursor", { field });
  return [micros, id] as [string, string];
}

builder.queryField("failedJobs", (t) =>
  t.connection(
    {
      type: JobRef,
      description: `Jobs whose last attempt failed, newest first: failed for good (FAILED) or waiting to run again (RETRY). first/last default to ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE} (admins, browser session only).`,
      authScopes: JOBS_ADMIN,
      resolve: async (_root, args, context) => {
        const page = pageFromArgs(args, context.locale, ORIGIN);
        const rows = await failedJobs(context.prisma, {
          size: page.size,
          backward: page.backward,
          after: cursorKey(page.after, "after", context),
          before: cursorKey(page.before, "before", context),
        });
        const more = rows.length > page.size;
        const nodes = rows.slice(0, page.size);
        if (page.backward) nodes.reverse();
        const edges = nodes.map((job) => ({ cursor: encodeCursor(keyOf(job), ORIGIN), node: job }));
        return {
          edges,
          pageInfo: {
            hasNextPage: page.backward ? page.before !== undefined : more,
            hasPreviousPage: page.backward ? more : page.after !== undefined,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          totalCount: () => failedJobCount(context.prisma, TOTAL_COUNT_CAP),
        };
      },
    },
    {
      name: "JobConnection",
      description: "A page of jobs.",
      fields: (c) => ({ totalCount: c.int(totalCountField("jobs", { searchable: false })) }),
    },
    { name: "JobEdge", description: "A job and its cursor." },
  ),
);

const REFUSALS = {
  retry: { code: "JOB_NOT_FAILED", messageId: "api.errors.jobNotFailed" },
  cancel: { code: "JOB_ALREADY_FINISHED", messageId: "api.errors.jobAlreadyFinished" },
  running: { code: "JOB_RUNNING", messageId: "api.errors.jobRunning" },
  superseded: { code: "JOB_SUPERSEDED", messageId: "api.errors.jobSuperseded" },
} as const;

/** Runs the action; answers the job and its queue after it, or the stable refusal. */
async function act(context: Context, action: JobAction, globalId: string) {
  const decoded = decodeNodeId(globalId, context);
  const notFound = () =>
    apiError(context.locale, "NOT_FOUND", "api.errors.notFound", { field: "id" });
  if (decoded.typename !== "Job") throw notFound();
  const result = await actOnJob(context.jobs.boss, context.prisma, action, decoded.id);
  if (!result.ok) {
    if (result.reason === "not_found") throw notFound();
    const { code, messageId } = REFUSALS[result.reason === "wrong_state" ? action : result.reason];
    throw apiError(context.locale, code, messageId, { field: "id" });
  }
  const job = await jobById(context.prisma, decoded.id);
  const queues = await queueCounts(context.jobs.boss, context.prisma);
  const queue = queues.find((entry) => entry.name === result.name);
  // Removed in between only by pg-boss's retention (or the queue deleted), long after an
  // admin's action.
  if (!job || !queue) throw notFound();
  return { job, queue };
}

type Acted = { job: JobRow; queue: QueueCounts };

const jobPayload = (done: string) => ({
  description: `The job ${done}, and its queue's counts after it.`,
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Acted>) => ({
    job: t.field({ type: JobRef, description: "The job after the change.", resolve: (p) => p.job }),
    queue: t.field({
      type: JobQueueRef,
      description: "Its queue's counts after the change.",
      resolve: (p) => p.queue,
    }),
  }),
});

/** Both actions name their job the same way. */
const jobIdInput = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.id({ required: true, description: "The job's global id (Job.id)." });

builder.relayMutationField(
  "retryJob",
  { description: "The failed job to run again.", inputFields: (t) => ({ id: jobIdInput(t) }) },
  {
    description:
      "Runs a failed job again, with one more attempt; audited as JOB_RETRY (admins, browser session only). Errors: NOT_FOUND, JOB_NOT_FAILED, JOB_SUPERSEDED (a newer job with its key waits or runs on a one-per-key queue), FORBIDDEN.",
    authScopes: JOBS_ADMIN,
    resolve: (_root, { input }, context) => act(context, "retry", String(input.id)),
  },
  jobPayload("given back to the queue"),
);

builder.relayMutationField(
  "cancelJob",
  { description: "The unfinished job to cancel.", inputFields: (t) => ({ id: jobIdInput(t) }) },
  {
    description:
      "Cancels a job waiting to run (first attempt or retry); audited as JOB_CANCEL (admins, browser session only). Errors: NOT_FOUND, JOB_ALREADY_FINISHED, JOB_RUNNING (a worker is running it: cancelling would not stop it), FORBIDDEN.",
    authScopes: JOBS_ADMIN,
    resolve: (_root, { input }, context) => act(context, "cancel", String(input.id)),
  },
  jobPayload("cancelled"),
);
