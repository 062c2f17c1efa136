import { createHash } from "node:crypto";

// An event's hash, computed by the application (docs/decisions/046-audit-log-roles.md): the
// database's audit.digest() can be replaced by whoever owns it, this cannot. The input is the
// one the database hashes, byte for byte: jsonb's text form of
// jsonb_build_array(prevHash, seq, id, action, actorId, actorVia, actorApiKeyId,
// impersonatorId, targetType, targetId, changes, ip, userAgent, requestId, createdAt), then
// actorLabel, targetLabel and method when any of them (or actorEmail) is set, then actorEmail
// when set (docs/decisions/094): rows written before those columns existed hash what they
// always hashed.

export type DigestInput = {
  prevHash: string;
  seq: bigint;
  id: string;
  action: string;
  actorId: string | null;
  actorVia: string | null;
  actorApiKeyId: string | null;
  impersonatorId: string | null;
  targetType: string | null;
  targetId: string | null;
  /** `changes::text`: jsonb's own output, already canonical (sorted keys, numeric digits). */
  changesText: string;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  /** A `timestamp(3)`, which Prisma reads as UTC. */
  createdAt: Date;
  actorLabel: string | null;
  actorEmail: string | null;
  targetLabel: string | null;
  method: string | null;
};

// jsonb escapes ", \, \b \f \n \r \t and other control characters as \u00xx (lower case), and
// nothing else: exactly what JSON.stringify does with a well-formed string.
const text = (value: string | null) => (value === null ? "null" : JSON.stringify(value));

/** jsonb's form of a timestamp: ISO 8601 without zone, fractional zeros trimmed. */
export function jsonbTimestamp(date: Date): string {
  const iso = date.toISOString(); // 2026-11-28T13:00:00.120Z
  const fraction = iso.slice(20, 23).replace(/0+$/, "");
  return iso.slice(0, 19) + (fraction ? `.${fraction}` : "");
}

export function canonicalEvent(e: DigestInput): string {
  const parts = [
    text(e.prevHash),
    String(e.seq),
    text(e.id),
    text(e.action),
    text(e.actorId),
    text(e.actorVia),
    text(e.actorApiKeyId),
    text(e.impersonatorId),
    text(e.targetType),
    text(e.targetId),
    e.changesText,
    text(e.ip),
    text(e.userAgent),
    text(e.requestId),
    text(jsonbTimestamp(e.createdAt)),
  ];
  if (
    e.actorLabel !== null ||
    e.targetLabel !== null ||
    e.method !== null ||
    e.actorEmail !== null
  ) {
    parts.push(text(e.actorLabel), text(e.targetLabel), text(e.method));
  }
  if (e.actorEmail !== null) parts.push(text(e.actorEmail));
  return `[${parts.join(", ")}]`;
}

export function eventDigest(e: DigestInput): string {
  return createHash("sha256").update(canonicalEvent(e), "utf8").digest("hex");
}
