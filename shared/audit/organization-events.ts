import type { AuditAction } from "#shared/audit/actions";

// An organization's webhook event types (docs/decisions/112-organization-audit-and-webhooks.md),
// by the audit action each comes from. Every one of these events has the organization as its
// target; the type names what changed in it ("member.added"), so it cannot be derived from the
// target's type as a node's own create, update and delete are. The outbox trigger
// (audit.webhook_event_type, the organization_audit migration) names them the same; the server
// offers them (server/webhooks/event-types.ts) and the web labels them by their action.
export const ORGANIZATION_EVENT_TYPES = {
  ORGANIZATION_CREATE: "organization.created",
  ORGANIZATION_UPDATE: "organization.updated",
  ORGANIZATION_DELETE: "organization.deleted",
  MEMBER_ADD: "member.added",
  MEMBER_ROLE_CHANGE: "member.updated",
  MEMBER_REMOVE: "member.removed",
  INVITATION_CREATE: "invitation.created",
  INVITATION_UPDATE: "invitation.updated",
  INVITATION_CANCEL: "invitation.canceled",
  INVITATION_ACCEPT: "invitation.accepted",
  INVITATION_REJECT: "invitation.rejected",
  TEAM_CREATE: "team.created",
  TEAM_UPDATE: "team.updated",
  TEAM_DELETE: "team.deleted",
  TEAM_MEMBER_ADD: "team.member_added",
  TEAM_MEMBER_REMOVE: "team.member_removed",
} as const satisfies Partial<Record<AuditAction, string>>;

/** The same, by event type: the action an organization event comes from. */
export const ORGANIZATION_EVENT_ACTIONS: Readonly<Record<string, AuditAction | undefined>> =
  Object.fromEntries(
    Object.entries(ORGANIZATION_EVENT_TYPES).map(([action, type]) => [type, action]),
  ) as Record<string, AuditAction>;
