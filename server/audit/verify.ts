import type { PrismaClient } from "../generated/prisma/client.ts";

// `npm run audit:verify` (docs/decisions/033-audit-log.md): walks the hash chain in order and
// reports the first event that does not hold. Each event's hash covers its columns and its
// predecessor's hash, recomputed here by the same SQL function that wrote it.

export const GENESIS_HASH = "0".repeat(64);
const BATCH = 1000;

export type ChainBreak = {
  seq: string;
  id: string | null;
  reason: "edited" | "relinked" | "missing" | "start" | "head";
};
export type ChainReport = { events: number; firstBreak: ChainBreak | null };

type Row = { seq: bigint; id: string; prevHash: string; hash: string; expected: string };

export async function verifyAuditChain(prisma: PrismaClient): Promise<ChainReport> {
  let events = 0;
  let previous: Row | undefined;
  for (;;) {
    const after = previous?.seq ?? 0n;
    const rows = await prisma.$queryRaw<Row[]>`
      SELECT e."seq", e."id", e."prevHash", e."hash", audit_digest(e) AS "expected"
      FROM "auditEvent" AS e WHERE e."seq" > ${after} ORDER BY e."seq" LIMIT ${BATCH}`;
    for (const row of rows) {
      const broken = previous ? checkLink(previous, row) : await checkStart(prisma, row);
      if (broken) return { events, firstBreak: broken };
      if (row.expected !== row.hash) return { events, firstBreak: at(row, "edited") };
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
  return { events, firstBreak: null };
}

function at(row: Row, reason: ChainBreak["reason"]): ChainBreak {
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
