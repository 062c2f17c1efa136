// The stable machine codes of expected failures: `extensions.code` of a GraphQL error and
// `code` of a REST (`/api/auth`) failure. Third parties and the web branch on them, so they
// only ever get added (docs/api-changelog.md). Any other failure is masked.

export const API_ERROR_CODES = [
  // GraphQL field and request errors (README §API).
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION",
  "NAME_ALREADY_USED",
  "EMAIL_ALREADY_USED",
  "DEMO_MODE",
  "RATE_LIMITED",
  "PERSISTED_QUERY_NOT_FOUND",
  "QUERY_TOO_COMPLEX",
  "IMPERSONATION_FORBIDDEN",
  "API_KEY_LIMIT_REACHED",
  // The caller's role grants no API-key scope at all: no key can be made.
  "API_KEY_NO_SCOPES",
  // A step that needs a recent sign-in, from an older session: sign in again.
  "SESSION_EXPIRED",
  // A step that needs a second factor passed within the last 10 minutes (API keys, webhook
  // endpoints, the e-mail address, account deletion; docs/decisions/117), from a session that
  // has not: verify again (/api/auth/two-factor/verify-totp or verify-backup-code), then retry.
  "SECOND_FACTOR_REQUIRED",
  // REQUIRE_ADMIN_MFA: an admin without a second factor uses no admin right until one is set up.
  "SECOND_FACTOR_SETUP_REQUIRED",
  "SERVICE_UNAVAILABLE",
  // A background job's action that its state no longer allows (the manager's Jobs screen):
  // retry needs a failed job, cancel one not yet finished; a running job is not cancelled, and
  // a job a newer one with its key has replaced (an exclusive queue) is not retried.
  "JOB_NOT_FAILED",
  "JOB_ALREADY_FINISHED",
  "JOB_RUNNING",
  "JOB_SUPERSEDED",
  // A webhook URL that is not http(s) or resolves to a private, loopback, link-local or
  // metadata address (the SSRF guard, docs/decisions/107); and the per-user endpoint cap.
  "WEBHOOK_ADDRESS_BLOCKED",
  "WEBHOOK_LIMIT_REACHED",
  // Organizations, teams and invitations (docs/decisions/110): better-auth's organization
  // plugin's own codes, and ours for an invitation that can no longer be answered.
  "ORGANIZATION_ALREADY_EXISTS",
  "ORGANIZATION_NOT_FOUND",
  "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
  "NO_ACTIVE_ORGANIZATION",
  "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
  "MEMBER_NOT_FOUND",
  "ROLE_NOT_FOUND",
  "TEAM_ALREADY_EXISTS",
  "TEAM_NOT_FOUND",
  "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION",
  "INVITATION_NOT_FOUND",
  "INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION",
  "FAILED_TO_RETRIEVE_INVITATION",
  "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS",
  "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS",
  "UNABLE_TO_REMOVE_LAST_TEAM",
  "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED",
  "INVITATION_LIMIT_REACHED",
  "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER",
  "YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER",
  "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION",
  "USER_IS_NOT_A_MEMBER_OF_THE_TEAM",
  "TEAM_MEMBER_LIMIT_REACHED",
  "INVITATION_EXPIRED",
  "INVITATION_CANCELED",
  "INVITATION_ALREADY_ANSWERED",
  // Deleting the account of an organization's only owner while others are members
  // (docs/decisions/121): hand the organization to another owner or delete it first.
  "SOLE_OWNER_OF_ORGANIZATION",
  // Whole requests refused before any GraphQL runs (docs/decisions/024-*); REST uses them too.
  "BAD_REQUEST",
  "FORBIDDEN_ORIGIN",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  // REST only: our refusals around better-auth (server/auth), and its status codes.
  "UNAUTHORIZED",
  "METHOD_NOT_ALLOWED",
  "TOO_MANY_REQUESTS",
  "TOO_MANY_ATTEMPTS",
  "INTERNAL_SERVER_ERROR",
  "CURRENT_EMAIL_ONLY",
  "YOU_CANNOT_CHANGE_YOUR_OWN_ROLES",
  "CANNOT_REMOVE_LAST_ADMIN",
  "ADMIN_SESSION_MISSING",
  "FAILED_TO_SIGN_OUT",
  // better-auth's own, from the sign-in routes the product serves (server/auth/routes.ts).
  "INVALID_OTP",
  "OTP_EXPIRED",
  "BANNED_USER",
  // Passkeys (docs/decisions/118): not one of the caller's, registered already, or an answer
  // that does not check out.
  "PASSKEY_NOT_FOUND",
  "PREVIOUSLY_REGISTERED",
  "FAILED_TO_VERIFY_REGISTRATION",
  // A passkey's authenticator did not verify its holder (no PIN, no biometrics): ADR 125.
  "USER_VERIFICATION_REQUIRED",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
