import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from "@prisma/driver-adapter-utils";
import { currentAudit, type AuditContext } from "./context.ts";

// Gives the audit triggers their context in the same transaction as the write they record
// (docs/decisions/033-audit-log.md). Prisma, better-auth's Prisma adapter, raw SQL and the
// admin command all reach PostgreSQL through this driver adapter, so one wrapper covers every
// path: a write to an audited table runs after `set_config('groundwork.audit', …, true)`, in
// the transaction it is already in, or in a transaction of its own (BEGIN, context, write,
// COMMIT) when it was autocommitted. Reads and other tables pass through untouched.

/** Tables with audit triggers (the audit_log migration). */
export const AUDITED_TABLES = ["user", "session", "repository", "apiKey"] as const;

const AUDITED_WRITE = new RegExp(
  `^\\s*(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(?:"public"\\.)?"(?:${AUDITED_TABLES.join("|")})"`,
  "i",
);

export function isAuditedWrite(sql: string): boolean {
  return AUDITED_WRITE.test(sql);
}

function contextQuery(context: AuditContext): SqlQuery {
  return {
    sql: "SELECT set_config('groundwork.audit', $1, true)",
    args: [JSON.stringify(context)],
    argTypes: [{ scalarType: "string", arity: "scalar" }],
  };
}

export function auditedFactory(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => auditedAdapter(await factory.connect()),
  };
}

function auditedAdapter(inner: SqlDriverAdapter): SqlDriverAdapter {
  const adapter: SqlDriverAdapter = Object.create(inner);
  adapter.startTransaction = async (isolationLevel) =>
    auditedTransaction(await inner.startTransaction(isolationLevel));
  adapter.queryRaw = (query) => {
    const context = currentAudit();
    if (!context || !isAuditedWrite(query.sql)) return inner.queryRaw(query);
    return inOwnTransaction(inner, context, (tx) => tx.queryRaw(query));
  };
  adapter.executeRaw = (query) => {
    const context = currentAudit();
    if (!context || !isAuditedWrite(query.sql)) return inner.executeRaw(query);
    return inOwnTransaction(inner, context, (tx) => tx.executeRaw(query));
  };
  return adapter;
}

/** Sets the context once, before the transaction's first audited write. */
function auditedTransaction(inner: Transaction): Transaction {
  const tx: Transaction = Object.create(inner);
  let contextSet = false;
  const prepare = async (sql: string) => {
    const context = currentAudit();
    if (contextSet || !context || !isAuditedWrite(sql)) return;
    contextSet = true;
    await inner.queryRaw(contextQuery(context));
  };
  tx.queryRaw = async (query) => {
    await prepare(query.sql);
    return inner.queryRaw(query);
  };
  tx.executeRaw = async (query) => {
    await prepare(query.sql);
    return inner.executeRaw(query);
  };
  return tx;
}

// The same protocol as Prisma's transaction manager: adapters with `usePhantomQuery` end the
// transaction in commit()/rollback(), the others need COMMIT/ROLLBACK sent first.
async function inOwnTransaction<T>(
  inner: SqlDriverAdapter,
  context: AuditContext,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const tx = await inner.startTransaction();
  const phantom = tx.options.usePhantomQuery;
  let result: T;
  try {
    await tx.queryRaw(contextQuery(context));
    result = await run(tx);
  } catch (error) {
    try {
      if (!phantom) await tx.executeRaw({ sql: "ROLLBACK", args: [], argTypes: [] });
    } finally {
      await tx.rollback();
    }
    throw error;
  }
  if (phantom) {
    await tx.commit();
  } else {
    try {
      await tx.executeRaw({ sql: "COMMIT", args: [], argTypes: [] });
    } catch (error) {
      await tx.rollback();
      throw error;
    }
    await tx.commit();
  }
  return result;
}
