import type { PgBoss } from "pg-boss";

// The sample data's jobs (docs/decisions/106): a fresh development or demo database also shows
// the manager's Jobs screen with something to act on. Their queue has no handler, so no worker
// takes them: they stay as seeded until someone acts. Their payload is empty, like the secrets
// a real one may hold. The end-to-end databases also get jobs of their own, one per attempt of
// the test that acts on them, so a retried test never finds its job already acted on.

export const SAMPLE_QUEUE = "sample.failing";
export const SAMPLE_FAILURES = [
  "connect ECONNREFUSED 127.0.0.1:9999 (sample failure from the seed data)",
  "HTTP 503 Service Unavailable (sample failure from the seed data)",
];

/** Adds failed sample jobs, each sent, taken and failed as a worker fails one. */
export async function seedJobs(boss: PgBoss, failures = SAMPLE_FAILURES): Promise<void> {
  if (!(await boss.getQueue(SAMPLE_QUEUE))) {
    await boss.createQueue(SAMPLE_QUEUE, { retryLimit: 0 });
  }
  for (const message of failures) {
    const id = await boss.send(SAMPLE_QUEUE, {});
    const [job] = await boss.fetch(SAMPLE_QUEUE, { batchSize: 1 });
    if (!id || job?.id !== id) throw new Error("the sample job was not the one taken");
    await boss.fail(SAMPLE_QUEUE, id, new Error(message));
  }
}
