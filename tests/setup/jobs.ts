import type { JobsConnection } from "../../server/jobs/connection.ts";
import type { TestApp } from "./test-app.ts";

/** The test app's database as the job queue connects to it (a second queue in the test). */
export function jobsConnection(app: TestApp): JobsConnection {
  const { database } = app;
  if (database.engine === "postgresql") return { engine: "postgresql", url: database.url };
  return { engine: "pglite", pglite: database.pglite! };
}

export type JobRow = { id: string; state: string; data: unknown; retry_count: number };

/** The jobs of one queue, oldest first, whatever their state. */
export function jobRows(app: TestApp, name: string): Promise<JobRow[]> {
  return app.prisma.$queryRawUnsafe<JobRow[]>(
    `SELECT id::text, state::text, data, retry_count FROM pgboss.job WHERE name = $1
      ORDER BY created_on, id`,
    name,
  );
}

/**
 * Waits until `done` holds, checking between turns of the event loop: job handlers run on
 * their own after the clock moves, and a test waits for their effect, never for a duration.
 */
export async function until(
  done: () => Promise<boolean>,
  what: string,
  checks = 2000,
): Promise<void> {
  for (let check = 0; check < checks; check++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Timed out waiting until ${what}`);
}
