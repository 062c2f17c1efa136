import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "../logger.ts";
import { auditAppended } from "./audited-client.ts";

// AUDIT_RETENTION_DAYS (docs/decisions/033-audit-log.md): events older than that are removed
// by `audit.prune()`, the one path the append-only trigger lets through, which records an
// AUDIT_RETENTION event with what it removed. Run at start and then daily: running it on
// several instances at once is harmless (the chain lock serialises them, the second finds
// nothing left to remove).

const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneAuditEvents(prisma: PrismaClient, days: number): Promise<number> {
  const rows = await prisma.$queryRaw<{ removed: number }[]>`
    SELECT audit.prune(${days}::int) AS removed`;
  auditAppended(prisma);
  return Number(rows[0]?.removed ?? 0);
}

/** Starts the daily job; the returned function stops it. */
export function startAuditRetention(
  prisma: PrismaClient,
  days: number,
  logger: Logger,
): () => void {
  const run = () => {
    pruneAuditEvents(prisma, days)
      .then((removed) => {
        if (removed > 0) logger.info({ removed, days }, "removed old audit events");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "audit retention failed"));
  };
  const first = setTimeout(run, 0);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
