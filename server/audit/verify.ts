import type { PrismaClient } from "../generated/prisma/client.ts";
import { eventDigest, jsonbTimestamp, type DigestInput } from "./digest.ts";

// `npm run audit:verify` (docs/decisions/033-audit-log.md, 046-audit-log-roles.md): walks the
// hash chain in order and reports the first event that does not hold. Hashes are recomputed
// here, in the application (./digest.ts): a database function can be replaced by its owner.
// Given a head exported earlier (./head-export.ts), the chain must still contain it, or a
// retention record must account for its removal by its age.

export const GENESIS_HASH = "0".repeat(64);
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** audit.prune() refuses fewer days (docs/decisions/046): a record claiming fewer is forged. */
const MIN_RETENTION_DAYS = 30;
/** Clocks step a little (NTP); more than this between two events, or ahead of us, is not a clock. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type ChainBreak = {
  seq: string;
  id: string | null;
  /** `exported`: the exported head is not in the chain; `retention`: a removal it disproves;
   * `time`: created in the future, or well before its predecessor (a forged timestamp). */
  reason: "edited" | "relinked" | "missing" | "start" | "head" | "exported" | "retention" | "time";
};
export type ChainReport = { events: number; firstBreak: ChainBreak | null };
/** An exported head; `at` (its event's creation time) lets a removed head be checked. */
export type ExpectedHead = { seq: string; hash: string; at?: string };

type Row = Omit<DigestInput, "changesText"> & { changes: string; hash: string };
type Retention = {
  seq: bigint;
  id: string;
  throughSeq: bigint;
  throughHash: string;
  /** The cutoff; absent from records written before ADR 046. */
  before: string | undefined;
};

export async function verifyAuditChain(
  prisma: PrismaClient,
  options: { head?: ExpectedHead; now?: Date } = {},
): Promise<ChainReport> {
  const now = (options.now ?? new Date()).getTime();
  let events = 0;
  let previous: Row | undefined;
  let first: Row | undefined;
  const retentions: Retention[] = [];
  const expected = options.head;
  for (;;) {
    const after = previous?.seq ?? 0n;
    const rows = await prisma.$queryRaw<Row[]>`
      SELECT e."seq", e."id", e."action", e."actorId", e."actorVia", e."actorApiKeyId",
        e."impersonatorId", e."targetType", e."targetId", e."changes"::text AS "changes",
        e."ip", e."userAgent", e."requestId", e."createdAt", e."actorLabel", e."actorEmail", e."targetLabel",
        e."method", e."prevHash", e."hash"
      FROM "auditEvent" AS e WHERE e."seq" > ${after} ORDER BY e."seq" LIMIT ${BATCH}`;
    for (const row of rows) {
      const broken = previous ? checkLink(previous, row) : await checkStart(prisma, row);
      if (broken) return { events, firstBreak: broken };
      if (eventDigest({ ...row, changesText: row.changes }) !== row.hash) {
        return { events, firstBreak: at(row, "edited") };
      }
      // Events are stamped after the chain lock, so time runs forward along the chain. The
      // owner role can write any timestamp: one from the future is what a forged retention
      // record needs to claim a head exported less than 30 days ago.
      const created = row.createdAt.getTime();
      if (
        created > now + CLOCK_SKEW_MS ||
        (previous && created < previous.createdAt.getTime() - CLOCK_SKEW_MS)
      ) {
        return { events, firstBreak: at(row, "time") };
      }
      if (expected && String(row.seq) === expected.seq && row.hash !== expected.hash) {
        return { events, firstBreak: at(row, "exported") };
      }
      if (row.action === "AUDIT_RETENTION") {
        const retention = retentionOf(row);
        if (!retention) return { events, firstBreak: at(row, "retention") };
        retentions.push(retention);
      }
      first ??= row;
      events++;
      previous = row;
    }
    if (rows.length < BATCH) break;
  }
  const head = await prisma.auditChain.findUnique({ where: { id: 1 } });
  const endSeq = previous?.seq ?? head?.seq ?? 0n;
  const endHash = previous?.hash ?? head?.hash;
  if (!head || head.seq !== endSeq || head.hash !== endHash) {
    // Events were removed from the end (or the head row was rewritten).
    return { events, firstBreak: { seq: String(endSeq + 1n), id: null, reason: "head" } };
  }
  const exported = expected ? checkExported(expected, first, endSeq, retentions) : null;
  return { events, firstBreak: exported };
}

function at(row: { seq: bigint; id: string }, reason: ChainBreak["reason"]): ChainBreak {
  return { seq: String(row.seq), id: row.id, reason };
}

function checkLink(previous: Row, row: Row): ChainBreak | null {
  if (row.seq !== previous.seq + 1n) {
    return { seq: String(previous.seq + 1n), id: null, reason: "missing" };
  }
  return row.prevHash === previous.hash ? null : at(row, "relinked");
}

/** The oldest kept event follows the genesis, or the last event the retention job removed. */
async function checkStart(prisma: PrismaClient, row: Row): Promise<ChainBreak | null> {
  if (row.seq === 1n) return row.prevHash === GENESIS_HASH ? null : at(row, "start");
  const through = String(row.seq - 1n);
  const pruned = await prisma.$queryRaw<{ hash: string }[]>`
    SELECT "changes"->>'throughHash' AS "hash" FROM "auditEvent"
    WHERE "action" = 'AUDIT_RETENTION' AND "changes"->>'throughSeq' = ${through}`;
  return pruned.some((entry) => entry.hash === row.prevHash) ? null : at(row, "start");
}

/** A retention record as audit.prune() writes it, by the system, after what it removed. */
function retentionOf(row: Row): Retention | null {
  // jsonb's text form is always JSON, though a forged one need not be an object.
  const changes = (JSON.parse(row.changes) ?? {}) as Record<string, unknown>;
  const { throughSeq, throughHash, before, days } = changes;
  const system = row.actorId === null && row.actorVia === null && row.impersonatorId === null;
  if (
    !system ||
    typeof throughSeq !== "number" ||
    !Number.isSafeInteger(throughSeq) ||
    BigInt(throughSeq) >= row.seq ||
    typeof throughHash !== "string" ||
    (before !== undefined && (typeof before !== "string" || before > jsonbTimestamp(row.createdAt)))
  ) {
    return null;
  }
  // Since ADR 046 a record has its cutoff, at least 30 days before the record itself.
  if (
    before !== undefined &&
    (typeof days !== "number" ||
      !Number.isSafeInteger(days) ||
      days < MIN_RETENTION_DAYS ||
      Date.parse(`${before}Z`) + days * DAY_MS > row.createdAt.getTime() + 1)
  ) {
    return null;
  }
  return { seq: row.seq, id: row.id, throughSeq: BigInt(throughSeq), throughHash, before };
}

/**
 * An exported head still in the chain was compared during the walk. One the chain has lost
 * must have been removed by a retention run, and only if it was older than that run's cutoff:
 * a forged retention record claims recent events.
 */
function checkExported(
  head: ExpectedHead,
  first: Row | undefined,
  endSeq: bigint,
  retentions: Retention[],
): ChainBreak | null {
  const seq = BigInt(head.seq);
  if (seq > endSeq) return { seq: head.seq, id: null, reason: "exported" };
  if (first && seq >= first.seq) return null;
  if (seq === 0n)
    return head.hash === GENESIS_HASH ? null : { seq: "0", id: null, reason: "exported" };
  const removal = retentions.find((retention) => retention.throughSeq >= seq);
  if (!removal) return { seq: head.seq, id: null, reason: "exported" };
  const hashDisproved = removal.throughSeq === seq && removal.throughHash !== head.hash;
  // Without its time, a removed head proves nothing more than its hash.
  const tooRecent =
    head.at !== undefined && (removal.before === undefined || !(head.at < removal.before));
  return hashDisproved || tooRecent ? at(removal, "retention") : null;
}
