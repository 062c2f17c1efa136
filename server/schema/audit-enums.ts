import { AUDIT_ACTIONS, type AuditAction } from "#shared/audit/actions";
import { builder } from "./builder.ts";

// The audit log's enums and the JSON scalar of its changes (docs/decisions/033-audit-log.md).
// Descriptions in a Record, so a new action without one does not compile (every enum value
// of the API is described).
const AUDIT_ACTION_DESCRIPTIONS: Record<AuditAction, string> = {
  SIGN_IN: "A user signed in (a new session).",
  SIGN_IN_FAILURE: "A sign-in attempt failed; the target is the address tried.",
  SIGN_OUT: "A user signed out.",
  USER_ROLE_CHANGE: "A user's roles changed; changes holds before and after.",
  USER_BAN: "A user was banned.",
  USER_UNBAN: "A user's ban was lifted.",
  IMPERSONATION_START: "An admin started acting as a user.",
  IMPERSONATION_STOP: "An admin stopped acting as a user.",
  SESSION_REVOKE: "Sessions were ended on purpose (revoked); changes.sessions counts them.",
  USER_CREATE: "An account was created (or an admin by `npm run admin -- grant`: ADMIN_GRANT).",
  USER_UPDATE: "Other fields of a user changed; changes holds before and after.",
  USER_DELETE: "An account was deleted.",
  REPOSITORY_CREATE: "A repository was created.",
  REPOSITORY_UPDATE: "A repository was changed.",
  REPOSITORY_DELETE: "A repository was deleted.",
  API_KEY_CREATE: "An API key was created (never its secret).",
  API_KEY_REVOKE: "An API key was revoked.",
  ADMIN_GRANT: "The admin role was granted by `npm run admin -- grant`.",
  ADMIN_REVOKE: "The admin role was revoked by `npm run admin -- revoke`.",
  DEMO_REFUSAL: "The read-only demo refused a change.",
  AUDIT_RETENTION: "Events older than the retention period were removed.",
};

builder.scalarType("JSON", {
  description: "Any JSON value (output only).",
  serialize: (value) => value,
  parseValue: () => {
    throw new TypeError("JSON is an output type");
  },
});

export const AuditActionEnum = builder.enumType("AuditAction", {
  description: "What an audit event records.",
  values: Object.fromEntries(
    AUDIT_ACTIONS.map((action) => [action, { description: AUDIT_ACTION_DESCRIPTIONS[action] }]),
  ) as Record<(typeof AUDIT_ACTIONS)[number], { description: string }>,
});

export const AuditActorViaEnum = builder.enumType("AuditActorVia", {
  description: "How the actor was signed in.",
  values: {
    SESSION: { value: "session", description: "A browser session." },
    API_KEY: { value: "apiKey", description: "A personal API key (see actorApiKeyId)." },
    CLI: { value: "cli", description: "The command line (`npm run admin`)." },
  },
});
