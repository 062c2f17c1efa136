// The stable action names of the audit log (docs/decisions/033-audit-log.md): written by the
// database functions of the audit_log migration, exposed as the GraphQL enum AuditAction.
// Renaming one is an API change; add new ones at the end.

/**
 * A team model in the audit log: its actions' prefix and the field that names a row. A model
 * taken out (`npm run scaffold -- destroy`) stays, `retired`: the log keeps its events, which
 * the AuditAction enum must still be able to name.
 */
export type AuditedModel = { prefix: string; label: string; retired?: boolean };

/**
 * A team's own models (npm run scaffold), by type name: audited on create, update and delete by
 * its table's trigger, with global-id targets named by their `label` field. The audit actions,
 * the log's targets and the audited client read this one list; add at the end.
 */
export const AUDITED_MODELS = {} as const satisfies Record<string, AuditedModel>;

/** The same list, typed for lookups by a type name read from an event. */
export const TEAM_MODELS: Readonly<Record<string, AuditedModel | undefined>> = AUDITED_MODELS;

type Models = typeof AUDITED_MODELS;
type ModelPrefix = {
  [K in keyof Models]: Models[K] extends AuditedModel ? Models[K]["prefix"] : never;
}[keyof Models];
export type ModelAuditAction = `${ModelPrefix}_${"CREATE" | "UPDATE" | "DELETE"}`;

function modelActions(): ModelAuditAction[] {
  const prefixes = Object.values(TEAM_MODELS).flatMap((model) => (model ? [model.prefix] : []));
  const verbs = ["CREATE", "UPDATE", "DELETE"];
  return prefixes.flatMap((prefix) => verbs.map((verb) => `${prefix}_${verb}` as ModelAuditAction));
}

export const AUDIT_ACTIONS = [
  "SIGN_IN",
  "SIGN_IN_FAILURE",
  "SIGN_OUT",
  "USER_ROLE_CHANGE",
  "USER_BAN",
  "USER_UNBAN",
  "IMPERSONATION_START",
  "IMPERSONATION_STOP",
  "SESSION_REVOKE",
  "USER_CREATE",
  "USER_UPDATE",
  "USER_DELETE",
  "REPOSITORY_CREATE",
  "REPOSITORY_UPDATE",
  "REPOSITORY_DELETE",
  "API_KEY_CREATE",
  "API_KEY_REVOKE",
  "ADMIN_GRANT",
  "ADMIN_REVOKE",
  "DEMO_REFUSAL",
  "AUDIT_RETENTION",
  "JOB_RETRY",
  "JOB_CANCEL",
  // An admin removed a user's second factors (docs/decisions/117).
  "SECOND_FACTOR_RESET",
  // An organization's events (docs/decisions/112): the organization is the target of each.
  "ORGANIZATION_CREATE",
  "ORGANIZATION_UPDATE",
  "ORGANIZATION_DELETE",
  "MEMBER_ADD",
  "MEMBER_ROLE_CHANGE",
  "MEMBER_REMOVE",
  "INVITATION_CREATE",
  "INVITATION_UPDATE",
  "INVITATION_CANCEL",
  "INVITATION_ACCEPT",
  "INVITATION_REJECT",
  "TEAM_CREATE",
  "TEAM_UPDATE",
  "TEAM_DELETE",
  "TEAM_MEMBER_ADD",
  "TEAM_MEMBER_REMOVE",
  // A user's second factor (docs/decisions/116): the user is the target of each.
  "SECOND_FACTOR_ADD",
  "SECOND_FACTOR_REMOVE",
  "SECOND_FACTOR_PASS",
  "SECOND_FACTOR_FAILURE",
  "BACKUP_CODES_REGENERATE",
  "DEVICE_TRUST",
  ...modelActions(),
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Target types whose ids are exposed as global ids (the others are an address, a route…). */
export const NODE_TARGET_TYPES: ReadonlySet<string> = new Set([
  "User",
  "Repository",
  "ApiKey",
  "Organization",
  ...Object.entries(TEAM_MODELS).flatMap(([type, model]) => (model?.retired ? [] : [type])),
]);

/**
 * better-auth's organization tables, audited by their triggers (the organization_audit
 * migration) with the organization as every event's target: not node targets of their own.
 */
export const ORGANIZATION_MODELS: readonly string[] = [
  "Organization",
  "Member",
  "Invitation",
  "Team",
  "TeamMember",
];
