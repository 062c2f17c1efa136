import { encodeGlobalID } from "@pothos/plugin-relay";
import { queueCounts, type QueueCounts } from "../jobs/admin.ts";
import { builder } from "./builder.ts";

// The manager's Jobs screen's queues (docs/decisions/106): each with its counts by state. A
// plain list, not a connection: the queues are the app's own, a handful named in code.

// Admins in a browser session only: an API key never reaches the queue (a job's error may
// quote what it was working on), as it never reaches the other manager-only actions (ADR 031).
export const JOBS_ADMIN = {
  $all: { sessionOnly: true, permission: { apps: ["manager" as const] } },
};

const count = (state: keyof Omit<QueueCounts, "name">, words: string) =>
  ({
    description: `Jobs stored ${words}.`,
    resolve: (queue: QueueCounts) => queue[state],
  }) as const;

export const JobQueueRef = builder.objectRef<QueueCounts>("JobQueue").implement({
  description:
    "A background job queue and how many of its stored jobs are in each state (finished jobs are kept for a while, then removed).",
  authScopes: JOBS_ADMIN,
  fields: (t) => ({
    id: t.id({
      description: "A global id for client caches (not a node).",
      resolve: (queue) => encodeGlobalID("JobQueue", queue.name),
    }),
    name: t.exposeString("name", { description: "The queue's name, its job's name." }),
    created: t.int(count("created", "waiting for their first attempt")),
    retry: t.int(count("retry", "waiting to run again after a failed attempt")),
    active: t.int(count("active", "running now")),
    completed: t.int(count("completed", "that ran to the end")),
    cancelled: t.int(count("cancelled", "that were cancelled")),
    failed: t.int(count("failed", "whose last allowed attempt failed")),
  }),
});

builder.queryField("jobQueues", (t) =>
  t.field({
    type: [JobQueueRef],
    description:
      "Every background job queue by name, with its counts by state (admins, browser session only: API keys get FORBIDDEN).",
    authScopes: JOBS_ADMIN,
    resolve: (_root, _args, context) => queueCounts(context.jobs.boss, context.prisma),
  }),
);
