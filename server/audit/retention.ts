import type { PrismaClient } from "../generated/prisma/client.ts";
import { auditAppended } from "./audited-client.ts";

// AUDIT_RETENTION_DAYS (docs/decisions/033-audit-log.md): events older than that are removed
// by `audit.prune()`, the one path the append-only trigger lets through, which records an
// AUDIT_RETENTION event with what it removed. Run daily by the job queue's cron, once across
// all instances (server/jobs/cleanup.ts, docs/decisions/104); a second run at the same time
// would still be harmless (the chain lock serialises them, the second finds nothing left).

export async function pruneAuditEvents(prisma: PrismaClient, days: number): Promise<number> {
  const rows = await prisma.$queryRaw<{ removed: number }[]>`
    SELECT audit.prune(${days}::int) AS removed`;
  auditAppended(prisma);
  return Number(rows[0]?.removed ?? 0);
}
