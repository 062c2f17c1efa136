import { AsyncLocalStorage } from "node:async_hooks";
import { NODE_TARGET_TYPES, ORGANIZATION_MODELS } from "#shared/audit/actions";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { currentAudit, type AuditContext } from "./context.ts";

// The audit triggers (docs/decisions/033-audit-log.md) learn who acts from
// `set_config('groundwork.audit', …, true)` run in the same transaction as the write
// (docs/decisions/049). The Prisma client extension below does it for the writes Prisma can
// name, the documented row-level-security pattern: a model write on an audited table runs in a
// transaction of its own, after the context. This covers the app and better-auth's Prisma
// adapter alike. Raw SQL and interactive transactions say so themselves: `auditedTransaction`.

/**
 * Models whose tables have audit triggers (the audit_log and organization_audit migrations):
 * better-auth writes the organization's tables itself, so they are named here, not only the
 * node types the log's targets are.
 */
const AUDITED_MODELS = new Set<string>(["Session", ...NODE_TARGET_TYPES, ...ORGANIZATION_MODELS]);
/** Prisma's write operations: create, createMany…, update…, upsert, delete, deleteMany. */
const WRITE = /^(create|update|upsert|delete)/;
/** The keys of a nested write in a model write's data. */
const NESTED_WRITE =
  /^(create|createMany|connectOrCreate|upsert|update|updateMany|delete|deleteMany)$/;

function isAudited(model: string | undefined, operation: string, args: unknown): boolean {
  if (!model || !WRITE.test(operation)) return false;
  // A write on another model may create or change audited rows through a relation
  // (`account.create({ data: { user: { create } } })`): any nested write counts.
  if (!AUDITED_MODELS.has(model)) return hasNestedWrite(args);
  // Sessions are audited on INSERT and DELETE only; better-auth refreshes them by UPDATE.
  return !(model === "Session" && operation.startsWith("update"));
}

function hasNestedWrite(args: unknown): boolean {
  const data = (args as { data?: unknown; create?: unknown; update?: unknown } | undefined) ?? {};
  const visit = (value: unknown): boolean =>
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Date) &&
    Object.entries(value).some(
      ([key, inner]) => (NESTED_WRITE.test(key) && typeof inner === "object") || visit(inner),
    );
  return visit(data.data) || visit(data.create) || visit(data.update);
}

/**
 * Called after a commit that may have appended events: exports the chain head (ADR 046).
 * `model` names the audited model written when that was the only write (the webhook
 * dispatcher skips models whose events are never webhooks); undefined when unknown.
 */
type OnAppend = (model?: string) => void;

type Audited = { base: PrismaClient; onAppend: OnAppend };
const clients = new WeakMap<object, Audited>();
/**
 * Open while `auditedTransaction` runs: its writes are already in a transaction with context.
 * An object closed at the end, as work the callback started (a timer) inherits the store.
 */
const inTransaction = new AsyncLocalStorage<{ open: boolean }>();

function setContext(prisma: Pick<PrismaClient, "$executeRaw">, context: AuditContext) {
  return prisma.$executeRaw`SELECT set_config('groundwork.audit', ${JSON.stringify(context)}, true)`;
}

/** The client the app uses: `base` with the audit context on every audited model write. */
export function auditedClient(base: PrismaClient, onAppend: OnAppend): PrismaClient {
  const extended = base.$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!isAudited(model, operation, args) || inTransaction.getStore()?.open) {
            return query(args);
          }
          const context = currentAudit();
          const result: unknown = context
            ? (await base.$transaction([setContext(base, context), query(args)]))[1]
            : await query(args);
          // A nested write may have changed other audited models: then the model says nothing.
          onAppend(AUDITED_MODELS.has(model ?? "") && !hasNestedWrite(args) ? model : undefined);
          return result;
        },
      },
    },
  });
  // Query extensions change no types: the extended client is used as a PrismaClient.
  const prisma = extended as unknown as PrismaClient;
  clients.set(prisma, { base, onAppend });
  return prisma;
}

/** The client without the extension, for what the extension cannot offer (`$on`). */
export function baseClient(prisma: PrismaClient): PrismaClient {
  return clients.get(prisma)?.base ?? prisma;
}

/**
 * Runs `run` in one interactive transaction that starts with the current audit context: for
 * audited writes Prisma cannot name (raw SQL, `WITH … UPDATE` included) and for audited model
 * writes that must share a transaction with other statements (a lock taken first). Exports the
 * chain head once committed.
 */
export async function auditedTransaction<T>(
  prisma: PrismaClient,
  run: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  const context = currentAudit();
  const result = await prisma.$transaction((tx) => {
    const state = { open: true };
    return inTransaction.run(state, async () => {
      try {
        if (context) await setContext(tx, context);
        return await run(tx);
      } finally {
        state.open = false;
      }
    });
  });
  auditAppended(prisma);
  return result;
}

/** For statements that append events themselves (audit.append, audit.prune): exports the head. */
export function auditAppended(prisma: PrismaClient | Prisma.TransactionClient): void {
  clients.get(prisma)?.onAppend();
}
