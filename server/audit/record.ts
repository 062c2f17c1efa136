import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { auditAppended } from "./audited-client.ts";
import { currentAudit, type AuditContext } from "./context.ts";

// Events with no row change of their own (a refused demo action, a wrong sign-in code):
// appended by the same database function the triggers use, so they join the hash chain in
// order. One statement: it commits or fails as a whole.

export type RecordedEvent = {
  action:
    | "SIGN_IN"
    | "DEMO_REFUSAL"
    | "SIGN_IN_FAILURE"
    | "JOB_RETRY"
    | "JOB_CANCEL"
    | "SECOND_FACTOR_ADD"
    | "SECOND_FACTOR_REMOVE"
    | "SECOND_FACTOR_PASS"
    | "SECOND_FACTOR_FAILURE"
    | "BACKUP_CODES_REGENERATE"
    | "DEVICE_TRUST"
    | "SECOND_FACTOR_RESET";
  targetType: string;
  targetId: string | null;
  changes?: Record<string, unknown>;
  /** SQL-side values for `changes` (a counter read in the same statement). */
  failuresOfEmailLimit?: string;
};

/** `prisma` may be a transaction (auditedTransaction): the event commits or rolls back with it. */
export async function recordAuditEvent(
  prisma: PrismaClient | Prisma.TransactionClient,
  event: RecordedEvent,
  context: AuditContext = currentAudit() ?? {},
): Promise<void> {
  const changes = JSON.stringify(event.changes ?? {});
  const limitId = event.failuresOfEmailLimit ?? null;
  await prisma.$executeRaw`
    SELECT audit.append(${event.action}, ${event.targetType}, ${event.targetId},
      ${changes}::jsonb || CASE WHEN ${limitId}::text IS NULL THEN '{}'::jsonb ELSE
        jsonb_build_object('failures',
          (SELECT "count" FROM "emailLimit" WHERE "id" = ${limitId}::text)) END,
      ${JSON.stringify(context)}::jsonb)`;
  auditAppended(prisma);
}
