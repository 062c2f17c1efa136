// The stable action names of the audit log (docs/decisions/033-audit-log.md): written by the
// database functions of the audit_log migration, exposed as the GraphQL enum AuditAction.
// Renaming one is an API change; add new ones at the end.

/**
 * A team's own models (npm run scaffold), each its type name and the prefix of its actions:
 * audited on create, update and delete by its table's trigger, with global-id targets. The
 * audit actions, the log's targets and the audited client read this one list; add at the end.
 */
export const AUDITED_MODELS = {} as const satisfies Record<string, string>;

type ModelPrefix = (typeof AUDITED_MODELS)[keyof typeof AUDITED_MODELS];
export type ModelAuditAction = `${ModelPrefix}_${"CREATE" | "UPDATE" | "DELETE"}`;

function modelActions(): ModelAuditAction[] {
  const prefixes: readonly string[] = Object.values(AUDITED_MODELS);
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
  ...modelActions(),
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Target types whose ids are exposed as global ids (the others are an address, a route…). */
export const NODE_TARGET_TYPES: ReadonlySet<string> = new Set([
  "User",
  "Repository",
  "ApiKey",
  ...Object.keys(AUDITED_MODELS),
]);
