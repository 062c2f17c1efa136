import type { AuditEvent, Prisma } from "../generated/prisma/client.ts";
import { NODE_TARGET_TYPES, TEAM_MODELS } from "#shared/audit/actions";

// An event's target as a name (docs/decisions/094-audit-targets-labelled-at-event-time.md).
// Events store the name they were written with; older ones did not, and are append-only and
// hashed, so their name is read from what they recorded (a creation's `after`, a deletion's
// `before`), else from the target as it is now: only for a caller who may read that target.

type Labelled = Pick<AuditEvent, "targetType" | "targetId" | "targetLabel" | "changes">;
type Context = {
  prisma: Prisma.TransactionClient;
  /** Whether the caller may read this row as a node of this type (the type's authorization). */
  mayRead: (type: string, row: object) => Promise<boolean>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A name the event recorded of its target: `before` (a deletion) or `after`. */
function recordedName(changes: unknown, fields: readonly string[]): string | null {
  if (!isRecord(changes)) return null;
  for (const side of [changes.before, changes.after]) {
    if (!isRecord(side)) continue;
    for (const field of fields) {
      const value = side[field];
      if (typeof value === "string" && value) return value;
    }
  }
  return null;
}

type Delegate = { findUnique(args: { where: { id: string } }): Promise<object | null> };

/** The fields that name a row of `type`: a team model's label field (shared/audit/actions.ts). */
const labelFields = (type: string) => [TEAM_MODELS[type]?.label ?? "name", "email"];

/**
 * The target's name now, for a caller who may read it. Whole rows, which the type's
 * authorization is written against; Prisma names each delegate after its type (ApiKey:
 * `prisma.apiKey`), so team models need no entry here.
 */
async function currentName(type: string, id: string, { prisma, mayRead }: Context) {
  const delegates = prisma as unknown as Record<string, Delegate | undefined>;
  const delegate = delegates[type.charAt(0).toLowerCase() + type.slice(1)];
  const row = await delegate?.findUnique({ where: { id } });
  if (!row || !(await mayRead(type, row))) return null;
  return recordedName({ after: row }, labelFields(type));
}

export async function targetLabel(event: Labelled, context: Context): Promise<string | null> {
  const { targetType: type, targetId: id } = event;
  if (event.targetLabel !== null) return event.targetLabel;
  if (!type || !id) return null;
  // A retired team model (shared/audit/actions.ts): no table to read, only what was recorded.
  if (TEAM_MODELS[type]?.retired) return recordedName(event.changes, labelFields(type));
  // An address tried, an operation or a route refused: the value is its own name.
  if (!NODE_TARGET_TYPES.has(type)) return id;
  return recordedName(event.changes, labelFields(type)) ?? (await currentName(type, id, context));
}
