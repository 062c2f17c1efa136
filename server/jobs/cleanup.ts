import { z } from "zod";
import { pruneAuditEvents } from "../audit/retention.ts";
import { EMAIL_LIMITS } from "../auth/email-limits.ts";
import { defineJob } from "./define.ts";

// Clean-ups that used to run on a timer in every instance now run once across all of them, on
// pg-boss's cron (docs/decisions/104). Each deletes only rows that can no longer matter.

const HOUR_MS = 60 * 60 * 1000;
// better-auth's per-IP rules have windows of at most a minute (server/auth/email-limits.ts
// CODE_IP_LIMITS, its own default 10 s): a row untouched for an hour is certainly spent.
const RATE_LIMIT_KEEP_MS = HOUR_MS;
// An e-mail limit row counts codes and guesses per window and follows the live code (valid up
// to 60 minutes, OTP_EXPIRES_MINUTES): once both its window and its last use are older than
// the window plus that, nothing reads it any more.
const EMAIL_LIMIT_KEEP_MS = EMAIL_LIMITS.windowSeconds * 1000 + HOUR_MS;
// A cost budget restores its whole limit within the hour (server/auth/budgets.ts): a row
// untouched that long is full, as the row a next request would insert. Anonymous callers
// leave one per address.
const BUDGET_KEEP_MS = HOUR_MS;
// The webhook delivery log is kept 30 days (docs/decisions/107).
export const WEBHOOK_DELIVERY_KEEP_MS = 30 * 24 * HOUR_MS;

// A failed clean-up is tried again a few times; the next scheduled run follows anyway.
const housekeeping = { retries: 2, delaySeconds: 300, backoff: true } as const;

export const auditRetentionJob = defineJob({
  name: "cleanup.audit-retention",
  payload: z.object({ days: z.number().int().min(30) }),
  retry: housekeeping,
  timeoutSeconds: 15 * 60,
  singletonKey: () => "audit-retention",
  // Daily, and at a worker's start unless one is queued (server/jobs/app-jobs.ts).
  cron: "17 3 * * *",
  handler: async ({ days }, { prisma, logger }) => {
    const removed = await pruneAuditEvents(prisma, days);
    if (removed > 0) logger.info({ removed, days }, "removed old audit events");
  },
});

export const expiredRowsJob = defineJob({
  name: "cleanup.expired-rows",
  payload: z.object({}),
  retry: housekeeping,
  timeoutSeconds: 15 * 60,
  singletonKey: () => "expired-rows",
  cron: "7 * * * *",
  handler: async (_payload, { prisma, logger, now }) => {
    const at = now();
    // Expired sessions and codes are refused by better-auth already; removing them is
    // housekeeping. An expiry clean-up writes no audit event (audit.on_session_delete).
    const sessions = await prisma.session.deleteMany({ where: { expiresAt: { lt: at } } });
    const codes = await prisma.verification.deleteMany({ where: { expiresAt: { lt: at } } });
    const rateLimits = await prisma.rateLimit.deleteMany({
      where: { lastRequest: { lt: BigInt(at.getTime() - RATE_LIMIT_KEEP_MS) } },
    });
    const emailCutoff = BigInt(at.getTime() - EMAIL_LIMIT_KEEP_MS);
    const emailLimits = await prisma.emailLimit.deleteMany({
      where: { windowStart: { lt: emailCutoff }, lastAt: { lt: emailCutoff } },
    });
    const budgets = await prisma.rateBudget.deleteMany({
      where: { updatedAt: { lt: new Date(at.getTime() - BUDGET_KEEP_MS) } },
    });
    const deliveries = await prisma.webhookDelivery.deleteMany({
      where: { createdAt: { lt: new Date(at.getTime() - WEBHOOK_DELIVERY_KEEP_MS) } },
    });
    const removed = {
      sessions: sessions.count,
      codes: codes.count,
      rateLimits: rateLimits.count,
      emailLimits: emailLimits.count,
      budgets: budgets.count,
      webhookDeliveries: deliveries.count,
    };
    if (Object.values(removed).some((count) => count > 0)) {
      logger.info(removed, "removed expired rows");
    }
  },
});
