import { encodeGlobalID } from "@pothos/plugin-relay";
import type { OutboxEvent } from "./event-object.ts";

// What changed inside an organization, for its event's message (docs/decisions/112): the
// organization is every such event's node, and the member, invitation or team it was about is
// named in the event's `changes` (the organization_audit migration's triggers).

const SUBJECT_KEYS = [
  ["memberId", "Member"],
  ["invitationId", "Invitation"],
  ["teamId", "Team"],
] as const;

export type Subject = { type: (typeof SUBJECT_KEYS)[number][1]; globalId: string };

/** The member, invitation or team an organization event is about; null for its own changes. */
export function organizationSubject(event: OutboxEvent): Subject | null {
  if (event.targetType !== "Organization") return null;
  const changes = event.changes as Record<string, unknown> | null;
  for (const [key, type] of SUBJECT_KEYS) {
    const id = changes?.[key];
    if (typeof id === "string" && id) return { type, globalId: encodeGlobalID(type, id) };
  }
  return null;
}

/**
 * Whether the owner must also read the subject itself: an invitation is read by the
 * organization's admins and owners and its invitee only (its node's authScopes), so a plain
 * member's endpoint hears nothing of it. Members and teams are read by every member.
 */
export const subjectMustBeReadable = (subject: Subject | null): subject is Subject =>
  subject?.type === "Invitation";
