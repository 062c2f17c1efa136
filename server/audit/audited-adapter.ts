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

// Statements that may append an event: audited writes, and the calls of audit.append() and
// audit.prune() (server/audit/record.ts, retention.ts). After their commit the chain head is
// exported (docs/decisions/046-*); other statements, the signed-in read path among them, never
// trigger that read.
const APPENDS = /\baudit\.(?:append|prune)\(/;
// Sessions are audited on INSERT and DELETE only; better-auth refreshes them by UPDATE.
const SESSION_UPDATE = /^\s*UPDATE\s+(?:"public"\.)?"session"/i;

function mayAppend(sql: string): boolean {
  return (isAuditedWrite(sql) && !SESSION_UPDATE.test(sql)) || APPENDS.test(sql);
}

/** Called after a commit that may have appended events. */
export type OnAppend = () => void;

function contextQuery(context: AuditContext): SqlQuery {
  return {
    sql: "SELECT set_config('groundwork.audit', $1, true)",
    args: [JSON.stringify(context)],
    argTypes: [{ scalarType: "string", arity: "scalar" }],
  };
}

export function auditedFactory(
  factory: SqlDriverAdapterFactory,
  onAppend: OnAppend = () => {},
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => auditedAdapter(await factory.connect(), onAppend),
  };
}

function auditedAdapter(inner: SqlDriverAdapter, onAppend: OnAppend): SqlDriverAdapter {
  const adapter: SqlDriverAdapter = Object.create(inner);
  adapter.startTransaction = async (isolationLevel) =>
    auditedTransaction(await inner.startTransaction(isolationLevel), onAppend);
  // Outside a transaction a statement has committed when it returns.
  const then = <T>(sql: string, result: Promise<T>) =>
    mayAppend(sql) ? result.then((value) => (onAppend(), value)) : result;
  adapter.queryRaw = (query) => {
    const context = currentAudit();
    if (!context || !isAuditedWrite(query.sql)) return then(query.sql, inner.queryRaw(query));
    return then(
      query.sql,
      inOwnTransaction(inner, context, (tx) => tx.queryRaw(query)),
    );
  };
  adapter.executeRaw = (query) => {
    const context = currentAudit();
    if (!context || !isAuditedWrite(query.sql)) return then(query.sql, inner.executeRaw(query));
    return then(
      query.sql,
      inOwnTransaction(inner, context, (tx) => tx.executeRaw(query)),
    );
  };
  return adapter;
}

/** Sets the context once, before the transaction's first audited write. */
function auditedTransaction(inner: Transaction, onAppend: OnAppend): Transaction {
  const tx: Transaction = Object.create(inner);
  let contextSet = false;
  let appended = false;
  tx.commit = async () => {
    await inner.commit();
    if (appended) onAppend();
  };
  const prepare = async (sql: string) => {
    if (!appended && mayAppend(sql)) appended = true;
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
