// The stable action names of the audit log (docs/decisions/033-audit-log.md): written by the
// database functions of the audit_log migration, exposed as the GraphQL enum AuditAction.
// Renaming one is an API change; add new ones at the end.
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
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Target types whose ids are exposed as global ids (the others are an address, a route…). */
export const NODE_TARGET_TYPES: ReadonlySet<string> = new Set(["User", "Repository", "ApiKey"]);
