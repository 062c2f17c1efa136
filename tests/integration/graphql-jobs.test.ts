import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globalId, setUpPrincipals, type Principals } from "./graphql-support.ts";
import { createTestApp, type GraphQLBody, type TestApp } from "../setup/test-app.ts";

// The manager's Jobs screen through GraphQL (docs/decisions/106), on PGlite and PostgreSQL:
// admins in a browser session only; counts read from the job table as it is; failed jobs
// without their payload; retry and cancel audited, refused with a stable code when the job's
// state does not allow them, and hostile ids refused without a change.

const QUEUE = "test.manager-jobs";
// What a mail job's payload holds: it must never reach the API.
const SECRET = "payload-secret-4821";

let app: TestApp;
let principals: Principals;

beforeAll(async () => {
  app = await createTestApp();
  principals = await setUpPrincipals(app);
  // No retries: a failure is final at once. The test app runs no worker (WORKER=off), so the
  // test takes and fails jobs itself, as a worker would.
  await app.jobs.boss.createQueue(QUEUE, { retryLimit: 0 });
});
afterAll(() => app?.close());

const boss = () => app.jobs.boss;

/** `first`: taken before the jobs other tests left waiting (pg-boss fetches by priority). */
async function send(first = false): Promise<string> {
  const id = await boss().send(QUEUE, { code: SECRET }, first ? { priority: 1 } : {});
  if (!id) throw new Error("not sent");
  return id;
}

/** A job sent, taken and failed as its handler would fail it. */
async function failedJob(message = "SMTP refused the connection"): Promise<string> {
  const id = await send(true);
  const [job] = await boss().fetch(QUEUE, { batchSize: 1 });
  expect(job?.id).toBe(id);
  await boss().fail(QUEUE, id, new Error(message));
  return id;
}

const QUEUES = `{ jobQueues { id name created retry active completed cancelled failed } }`;
const FAILED = `query ($first: Int, $after: String) { failedJobs(first: $first, after: $after) {
  edges { cursor node { id queue state error retryCount retryLimit createdAt failedAt runAfter } }
  pageInfo { hasNextPage endCursor } } }`;
const RETRY = `mutation ($input: RetryJobInput!) { retryJob(input: $input) {
  job { id state retryLimit runAfter } queue { id failed retry } } }`;
const CANCEL = `mutation ($input: CancelJobInput!) { cancelJob(input: $input) {
  job { id state failedAt } queue { id cancelled retry } } }`;

type Counts = Record<"created" | "retry" | "active" | "completed" | "cancelled" | "failed", number>;

async function counts(): Promise<Counts> {
  const { body } = await app.graphql<{ jobQueues: (Counts & { name: string })[] }>(QUEUES, {
    ...principals.admin,
  });
  expect(body.errors).toBeUndefined();
  const queue = body.data!.jobQueues.find((entry) => entry.name === QUEUE);
  if (!queue) throw new Error(`no ${QUEUE} in jobQueues`);
  return queue;
}

const jobEvents = (id: string) =>
  app.prisma.auditEvent.findMany({
    where: { targetType: "Job", targetId: id },
    orderBy: { seq: "asc" },
  });

async function act(document: string, id: string, language = "en") {
  return app.graphql<Record<string, { job: Record<string, unknown> } | null>>(document, {
    ...principals.admin,
    headers: { ...principals.admin.headers, "accept-language": language },
    variables: { input: { id } },
  });
}

describe("who may use the Jobs fields", () => {
  const documents = {
    jobQueues: { document: QUEUES, variables: async () => ({}) },
    failedJobs: { document: FAILED, variables: async () => ({ first: 5 }) },
    retryJob: {
      document: RETRY,
      variables: async () => ({ input: { id: globalId("Job", await failedJob()) } }),
    },
    cancelJob: {
      document: CANCEL,
      variables: async () => ({ input: { id: globalId("Job", await send()) } }),
    },
  };
  const refusals = [
    ["anonymous", "UNAUTHENTICATED"],
    ["user", "FORBIDDEN"],
    ["userKey", "FORBIDDEN"],
    // An admin's key holds every permission, and is still refused: browser sessions only.
    ["adminKey", "FORBIDDEN"],
  ] as const;
  for (const [field, { document, variables }] of Object.entries(documents)) {
    for (const [principal, code] of refusals) {
      it(`${field} × ${principal} → ${code}, and nothing changes`, async () => {
        const before = await counts();
        const { body } = await app.graphql(document, {
          ...principals[principal],
          variables: await variables(),
        });
        expect(body.errors?.map((error) => error.extensions?.code)).toEqual([code]);
        expect(body.data?.[field] ?? null).toBeNull();
        // The variables made their own job; the refused call moved none.
        const after = await counts();
        if (field === "retryJob") expect(after.failed).toBe(before.failed + 1);
        if (field === "cancelJob") expect(after.cancelled).toBe(before.cancelled);
      });
    }
  }
});

describe("queues and their counts", () => {
  it("lists every queue with counts that move as a job is sent, taken and fails", async () => {
    const start = await counts();
    const id = await send(true);
    expect(await counts()).toMatchObject({ created: start.created + 1 });
    const [taken] = await boss().fetch(QUEUE, { batchSize: 1 });
    expect(taken?.id).toBe(id);
    expect(await counts()).toMatchObject({ created: start.created, active: start.active + 1 });
    await boss().fail(QUEUE, id, new Error("boom"));
    expect(await counts()).toMatchObject({ active: start.active, failed: start.failed + 1 });
    const { body } = await app.graphql<{ jobQueues: { name: string }[] }>(QUEUES, {
      ...principals.admin,
    });
    // The app's own queues, as pg-boss lists them.
    expect(body.data!.jobQueues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(["cleanup.audit-retention", "cleanup.expired-rows", QUEUE]),
    );
  });
});

describe("failed jobs", () => {
  it("are listed newest first with their error and attempts, never their payload", async () => {
    const older = await failedJob("first failure");
    const newer = await failedJob("second failure");
    // A handler's failure may carry more than its message (a stack, what it worked on): only
    // the message is read.
    await app.prisma.$executeRaw`UPDATE pgboss.job SET output = jsonb_build_object(
      'message', 'second failure', 'stack', ${`Error at ${SECRET}`}::text, 'data', ${SECRET}::text)
      WHERE id = ${newer}::uuid`;
    const { status, body } = await app.graphql<{
      failedJobs: { edges: { node: Record<string, unknown> }[] };
    }>(FAILED, { ...principals.admin, variables: { first: 2 } });
    expect(status).toBe(200);
    const nodes = body.data!.failedJobs.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.id)).toEqual([globalId("Job", newer), globalId("Job", older)]);
    expect(nodes[0]).toMatchObject({
      queue: QUEUE,
      state: "FAILED",
      error: "second failure",
      retryCount: 0,
      retryLimit: 0,
      runAfter: null,
    });
    expect(nodes[0]!.failedAt).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it("page by cursor, and a cursor the list did not make is VALIDATION", async () => {
    const made: string[] = [];
    for (let count = 0; count < 3; count++) made.push(await failedJob(`paged ${count}`));
    const first = await app.graphql<{
      failedJobs: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string } };
    }>(FAILED, { ...principals.admin, variables: { first: 2 } });
    const { endCursor } = first.body.data!.failedJobs.pageInfo;
    const next = await app.graphql<typeof first.body.data>(FAILED, {
      ...principals.admin,
      variables: { first: 2, after: endCursor },
    });
    const seen = [...first.body.data!.failedJobs.edges, ...next.body.data!.failedJobs.edges];
    const ids = seen.map((edge) => edge.node.id);
    // Newest first across the two pages, none twice.
    expect(ids.slice(0, 3)).toEqual(made.reverse().map((id) => globalId("Job", id)));
    expect(new Set(ids).size).toBe(ids.length);

    // Not a date; a date with an id shaped like a UUID but not one (PostgreSQL would refuse it).
    for (const key of ["x|y", `2026-01-01T00:00:00.000Z|${"-".repeat(36)}`]) {
      const bad = Buffer.from(`k2:job:FAILED_CREATED_AT_DESC:${key}`).toString("base64url");
      const refused = await app.graphql(FAILED, {
        ...principals.admin,
        variables: { first: 2, after: bad },
      });
      expect(refused.status).toBe(200);
      expect(refused.body.errors?.map((error) => error.extensions?.code)).toEqual(["VALIDATION"]);
    }
  });
});

describe("retry and cancel", () => {
  it("retry gives a failed job back to the queue with one attempt more, audited", async () => {
    const id = await failedJob();
    const before = await counts();
    const { body } = await act(RETRY, globalId("Job", id));
    expect(body.errors).toBeUndefined();
    expect(body.data!.retryJob).toMatchObject({
      job: { id: globalId("Job", id), state: "RETRY", retryLimit: 1 },
      queue: { failed: before.failed - 1, retry: before.retry + 1 },
    });
    const [event, ...more] = await jobEvents(id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      action: "JOB_RETRY",
      actorId: principals.ids.admin,
      targetLabel: QUEUE,
      changes: { queue: QUEUE, before: { state: "failed" }, after: { state: "retry" } },
    });
    // pg-boss runs it again: a worker takes it (before the jobs other tests left waiting).
    const [taken] = await boss().fetch(QUEUE, { batchSize: 1 });
    expect(taken?.id).toBe(id);
  });

  it("two retries at once: one gives the job back, the other is JOB_NOT_FAILED; one event", async () => {
    const id = await failedJob();
    const answers = await Promise.all([1, 2].map(() => act(RETRY, globalId("Job", id))));
    const codes = answers.map(
      ({ body }) => body.errors?.map((error) => error.extensions?.code).join() ?? "ok",
    );
    expect(codes.sort()).toEqual(["JOB_NOT_FAILED", "ok"]);
    expect((await jobEvents(id)).map((event) => event.action)).toEqual(["JOB_RETRY"]);
    const [job] = await boss().findJobs(QUEUE, { id });
    expect(job).toMatchObject({ state: "retry", retryLimit: 1 });
    // Taken, so the next tests' jobs are the ones fetched first.
    expect((await boss().fetch(QUEUE, { batchSize: 1 }))[0]?.id).toBe(id);
  });

  it("retry of a job that is not failed is JOB_NOT_FAILED, translated, and records nothing", async () => {
    const id = await send();
    const { status, body } = await act(RETRY, globalId("Job", id), "fr");
    expect(status).toBe(200);
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["JOB_NOT_FAILED"]);
    expect(body.errors?.[0]?.message).toBe(
      "Seule une tâche en échec peut être relancée ; celle-ci a changé d’état.",
    );
    expect(await jobEvents(id)).toEqual([]);
    expect((await counts()).created).toBeGreaterThan(0);
  });

  it("cancel stops a job waiting to run again, audited; a second cancel is JOB_ALREADY_FINISHED", async () => {
    const id = await failedJob();
    await act(RETRY, globalId("Job", id));
    const { body } = await act(CANCEL, globalId("Job", id));
    expect(body.errors).toBeUndefined();
    expect(body.data!.cancelJob!.job).toMatchObject({ state: "CANCELLED" });
    expect((await jobEvents(id)).map((event) => event.action)).toEqual(["JOB_RETRY", "JOB_CANCEL"]);

    const again = await act(CANCEL, globalId("Job", id), "ar");
    expect(again.body.errors?.map((error) => error.extensions?.code)).toEqual([
      "JOB_ALREADY_FINISHED",
    ]);
    expect(again.body.errors?.[0]?.message).toBe("انتهت هذه المهمة بالفعل، لذا لا يمكن إلغاؤها.");
    expect(await jobEvents(id)).toHaveLength(2);
  });

  it("cancel of a job failed for good is JOB_ALREADY_FINISHED and leaves it failed", async () => {
    const id = await failedJob();
    const { body } = await act(CANCEL, globalId("Job", id));
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["JOB_ALREADY_FINISHED"]);
    const [job] = await boss().findJobs(QUEUE, { id });
    expect(job?.state).toBe("failed");
  });

  const hostile: [string, string, string][] = [
    ["not a global id", "%%%", "VALIDATION"],
    ["another type's id", globalId("User", randomUUID()), "NOT_FOUND"],
    ["a job id that is not a UUID", globalId("Job", "1; DROP TABLE pgboss.job"), "NOT_FOUND"],
    ["an unknown job", globalId("Job", randomUUID()), "NOT_FOUND"],
    ["a NUL inside", globalId("Job", "a\u0000b"), "VALIDATION"],
  ];
  for (const [name, id, code] of hostile) {
    for (const document of [RETRY, CANCEL]) {
      it(`${document === RETRY ? "retry" : "cancel"} with ${name} → ${code}`, async () => {
        const before = await counts();
        const { status, body } = await act(document, id);
        expect(status).toBe(200);
        expect(body.errors?.map((error) => error.extensions?.code)).toEqual([code]);
        expect(await counts()).toEqual(before);
      });
    }
  }
});

describe("what the list leaves out, how it pages, and what an action refuses", () => {
  it("pages through failed jobs created in the same millisecond without losing one", async () => {
    const made: string[] = [];
    for (let count = 0; count < 5; count++) made.push(await failedJob(`same ms ${count}`));
    // A batch insert stamps jobs microseconds apart; the oldest in the list, so the others stay first.
    for (const [index, id] of made.entries()) {
      await app.prisma.$executeRaw`UPDATE pgboss.job
        SET created_on = ${`2000-01-01 00:00:00.12345${index}+00`}::timestamptz WHERE id = ${id}::uuid`;
    }
    type Page = {
      failedJobs: {
        edges: { node: { id: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const { body }: { body: GraphQLBody<Page> } = await app.graphql<Page>(FAILED, {
        ...principals.admin,
        variables: { first: 2, after },
      });
      expect(body.errors).toBeUndefined();
      seen.push(...body.data!.failedJobs.edges.map((edge) => edge.node.id));
      if (!body.data!.failedJobs.pageInfo.hasNextPage) break;
      after = body.data!.failedJobs.pageInfo.endCursor;
    }
    expect(seen.slice(-5)).toEqual(made.reverse().map((id) => globalId("Job", id)));
  });

  it("pg-boss's own queues are not listed and their jobs cannot be acted on", async () => {
    const internal = "__pgboss__send-it";
    if (!(await boss().getQueue(internal))) await boss().createQueue(internal);
    const id = (await boss().send(internal, { name: "x" }, { priority: 99 }))!;
    const [job] = await boss().fetch(internal, { batchSize: 1 });
    expect(job?.id).toBe(id);
    await boss().fail(internal, id, new Error("internal"));
    const [failed] = await boss().findJobs(internal, { id });
    const { body } = await app.graphql<{ failedJobs: { edges: { node: { queue: string } }[] } }>(
      FAILED,
      { ...principals.admin, variables: { first: 100 } },
    );
    expect(body.data!.failedJobs.edges.map((edge) => edge.node.queue)).not.toContain(internal);
    for (const document of [RETRY, CANCEL]) {
      const refused = await act(document, globalId("Job", id));
      expect(refused.body.errors?.map((error) => error.extensions?.code)).toEqual(["NOT_FOUND"]);
    }
    expect(await jobEvents(id)).toEqual([]);
    expect((await boss().findJobs(internal, { id }))[0]?.state).toBe(failed?.state);
  });

  it("retry of an exclusive job a newer one with its key replaced is JOB_SUPERSEDED", async () => {
    const exclusive = "test.manager-jobs-exclusive";
    await boss().createQueue(exclusive, { retryLimit: 0, policy: "exclusive" });
    const old = (await boss().send(exclusive, {}, { singletonKey: "k" }))!;
    const [job] = await boss().fetch(exclusive, { batchSize: 1 });
    expect(job?.id).toBe(old);
    await boss().fail(exclusive, old, new Error("x"));
    expect(await boss().send(exclusive, {}, { singletonKey: "k" })).toEqual(expect.any(String));
    const { status, body } = await act(RETRY, globalId("Job", old), "fr");
    expect(status).toBe(200);
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["JOB_SUPERSEDED"]);
    expect(await jobEvents(old)).toEqual([]);
    expect((await boss().findJobs(exclusive, { id: old }))[0]?.state).toBe("failed");
  });

  it("cancel of a running job is JOB_RUNNING: pg-boss would not stop its handler", async () => {
    const id = await send(true);
    const [job] = await boss().fetch(QUEUE, { batchSize: 1 });
    expect(job?.id).toBe(id);
    const { body } = await act(CANCEL, globalId("Job", id), "sw");
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["JOB_RUNNING"]);
    expect(await jobEvents(id)).toEqual([]);
    expect((await boss().findJobs(QUEUE, { id }))[0]?.state).toBe("active");
    await boss().fail(QUEUE, id, new Error("done"));
  });

  it("a job given back at shutdown is not a failure; a timed-out job shows its message", async () => {
    const given = await send(true);
    expect((await boss().fetch(QUEUE, { batchSize: 1 }))[0]?.id).toBe(given);
    // What pg-boss's stop() writes for a job still running when it gives up waiting.
    await app.prisma.$executeRaw`UPDATE pgboss.job SET state = 'retry',
      output = '{"value":"pg-boss shut down while active"}'::jsonb,
      start_after = now() + interval '1 day' WHERE id = ${given}::uuid`;
    const timedOut = await failedJob();
    await app.prisma.$executeRaw`UPDATE pgboss.job
      SET output = '{"value":{"message":"job timed out"}}'::jsonb WHERE id = ${timedOut}::uuid`;
    const { body } = await app.graphql<{
      failedJobs: { edges: { node: { id: string; error: string } }[] };
    }>(FAILED, { ...principals.admin, variables: { first: 100 } });
    const nodes = body.data!.failedJobs.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.id)).not.toContain(globalId("Job", given));
    expect(nodes.find((node) => node.id === globalId("Job", timedOut))?.error).toBe(
      "job timed out",
    );
  });
});
