import { AsyncLocalStorage } from "node:async_hooks";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import { ORGANIZATION_MODELS } from "#shared/audit/actions";
import { WEBHOOK_EVENTS } from "./event-types.ts";

/**
 * The models whose changes can be webhook events (users, repositories, scaffolded models, and
 * the organization's tables, whose events are all about their organization: ADR 112).
 */
const EVENT_MODELS: ReadonlySet<string> = new Set(
  WEBHOOK_EVENTS.flatMap((event) =>
    event.nodeType === "Organization" ? ORGANIZATION_MODELS : [event.nodeType],
  ),
);

// After a commit that appended audit events (the audited client's hook), a dispatch job is sent
// if the outbox holds anything (docs/decisions/107). Commits in a burst share one probe: at most
// one runs and one waits. The probe is after the commit, off the request's path; with no
// subscribed endpoint the trigger wrote nothing and the probe finds an empty table.

export function createDispatcher(options: {
  prisma: PrismaClient;
  logger: Logger;
  send: () => Promise<unknown>;
}) {
  let running: Promise<void> | null = null;
  // The poke a waiting probe runs for, as the context it came in (its request's trace, when
  // tracing is on): a probe run after the first would otherwise sit in the first poker's
  // context, and every dispatch job of a busy minute would join one request's trace.
  let again: (<R>(fn: () => R) => R) | null = null;
  const probe = async () => {
    const [row] = await options.prisma.$queryRaw<{ pending: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM "webhookOutbox") AS pending`;
    if (row?.pending) await options.send();
  };
  const run = (): Promise<void> =>
    probe()
      .catch((error: unknown) => {
        // The cron takes it within a minute.
        options.logger.warn({ err: error }, "could not send the webhook dispatch job");
      })
      .then(() => {
        const next = again;
        if (!next) {
          running = null;
          return;
        }
        again = null;
        return next(run);
      });
  return {
    /** After a commit; `model`: the one audited model it wrote, when known. */
    poke: (model?: string) => {
      // A session or API key write (a sign-in, a key's creation) is never a webhook event:
      // no probe, so those paths cost what they did.
      if (model !== undefined && !EVENT_MODELS.has(model)) return;
      if (running) again = AsyncLocalStorage.snapshot();
      else running = run();
    },
    /** Resolves once no probe is running (tests, shutdown). */
    idle: async () => {
      while (running) await running;
    },
  };
}
