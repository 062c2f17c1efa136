import type { AuditEvent, Prisma } from "../generated/prisma/client.ts";
import { NODE_TARGET_TYPES } from "#shared/audit/actions";

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
function recordedName(changes: unknown): string | null {
  if (!isRecord(changes)) return null;
  for (const side of [changes.before, changes.after]) {
    if (!isRecord(side)) continue;
    for (const field of ["name", "email"]) {
      const value = side[field];
      if (typeof value === "string" && value) return value;
    }
  }
  return null;
}

/** The target's name now; whole rows, which the type's authorization is written against. */
async function currentName(type: string, id: string, { prisma, mayRead }: Context) {
  const row =
    type === "User"
      ? await prisma.user.findUnique({ where: { id } })
      : type === "Repository"
        ? await prisma.repository.findUnique({ where: { id } })
        : await prisma.apiKey.findUnique({ where: { id } });
  if (!row || !(await mayRead(type, row))) return null;
  return "email" in row ? row.name || row.email : row.name;
}

export async function targetLabel(event: Labelled, context: Context): Promise<string | null> {
  const { targetType: type, targetId: id } = event;
  if (event.targetLabel !== null) return event.targetLabel;
  if (!type || !id) return null;
  // An address tried, an operation or a route refused: the value is its own name.
  if (!NODE_TARGET_TYPES.has(type)) return id;
  return recordedName(event.changes) ?? (await currentName(type, id, context));
}
