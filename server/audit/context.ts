import { AsyncLocalStorage } from "node:async_hooks";

// Who is acting and from where, for the audit triggers (docs/decisions/033-audit-log.md): set
// per HTTP request and admin command, filled in as the server learns the caller, and sent to
// the database in the transaction of each audited write (audited-client.ts).

/** Keys read by `audit_context()` in the audit_log migration. */
export type AuditContext = {
  actorId?: string | null;
  actorVia?: "session" | "apiKey" | "cli" | null;
  actorApiKeyId?: string | null;
  impersonatorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
  /** What the current route does to sessions or roles, where a row change cannot tell. */
  hint?: AuditHint | null;
  /**
   * An organization or team whose deletion is under way: the rows deleted with it (members,
   * invitations, team members) record nothing of their own (docs/decisions/112).
   */
  deleting?: string | null;
  /** The members of the organization being deleted, read as its deletion began. */
  deletingMembers?: string[] | null;
  /**
   * The organization limits (ORGANIZATIONS_PER_USER…) for the triggers that count them as part
   * of the write (migration organization_limits): sent by the organization routes.
   */
  organizationLimits?: OrganizationLimits | null;
  /** How the current route signs in, kept on its SIGN_IN event (docs/decisions/094). */
  method?: SignInMethod | null;
  /**
   * "pending": the session this route makes waits for the second factor's challenge, which
   * deletes it; its insert records no SIGN_IN (docs/decisions/125).
   */
  secondFactor?: "pending" | null;
};

/** Read by `organization_limit()` in the organization_limits migration. */
export type OrganizationLimits = { organizations: number; members: number; teams: number };

/** Stored as the event's `method`: "emailOtp", or the social or single sign-on provider id. */
export type SignInMethod = "emailOtp" | "github" | "oidc";

export type AuditHint =
  "SIGN_OUT" | "SESSION_REVOKE" | "IMPERSONATION_STOP" | "ADMIN_GRANT" | "ADMIN_REVOKE";

const storage = new AsyncLocalStorage<AuditContext>();

export function runWithAudit<T>(context: AuditContext, run: () => T): T {
  return storage.run(context, run);
}

export function currentAudit(): AuditContext | undefined {
  return storage.getStore();
}

/** Adds what became known about the caller to the current request's context. */
export function noteAudit(values: AuditContext): void {
  const context = storage.getStore();
  if (context) Object.assign(context, values);
}

/** User agents are client-chosen: kept bounded so a huge header cannot bloat the log. */
export function boundedUserAgent(value: string | null | undefined): string | null {
  return value ? value.slice(0, 512) : null;
}
