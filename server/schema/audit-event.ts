import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  AUDIT_ACTIONS,
  NODE_TARGET_TYPES,
  TEAM_MODELS,
  type AuditAction,
  type ModelAuditAction,
} from "#shared/audit/actions";
import { Prisma, type AuditEvent } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";
import { apiError } from "../graphql/errors.ts";
import {
  CREATED_AT_ORDERS,
  resolveKeysetConnection,
  totalCountField,
  type KeysetTable,
} from "../pagination/keyset-connection.ts";
import { subjectFilter } from "../pagination/audit-subject-filter.ts";
import { UserRef } from "./user.ts";
import { describeDevice } from "../auth/device-label.ts";
import { targetLabel } from "../audit/target-label.ts";
import { mayReadNode } from "./node-readable.ts";

// The audit log (docs/decisions/033-audit-log.md), read-only: the database writes it.
// Reading it reveals who did what to every user, so it needs what listing users needs
// (admins; an API key needs USER_READ).
const AUDIT_READ = { permission: { user: ["list" as const] } };

// Descriptions in a Record, so a new action without one does not compile.
const AUDIT_ACTION_DESCRIPTIONS: Record<Exclude<AuditAction, ModelAuditAction>, string> = {
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
  JOB_RETRY: "An admin retried a failed background job; the target is the job's id.",
  SECOND_FACTOR_RESET:
    "An admin removed the user's second factors, trusted devices and sessions; changes counts them.",
  JOB_CANCEL: "An admin cancelled a background job; the target is the job's id.",
  ORGANIZATION_CREATE: "An organization was created; the target is the organization.",
  ORGANIZATION_UPDATE: "An organization's name, slug, logo or metadata changed.",
  ORGANIZATION_DELETE:
    "An organization was deleted, with its members, invitations and teams (no events of their own).",
  MEMBER_ADD:
    "A user became a member of the organization (its creator, or an accepted invitation); changes names the user and the role.",
  MEMBER_ROLE_CHANGE:
    "A member's role in the organization changed; changes holds before and after.",
  MEMBER_REMOVE: "A member was removed from the organization, or left it.",
  INVITATION_CREATE: "Someone was invited to the organization; changes holds the invited address.",
  INVITATION_UPDATE:
    "An invitation changed otherwise: resent with a new expiry, or an acceptance better-auth undid.",
  INVITATION_CANCEL: "An invitation was cancelled.",
  INVITATION_ACCEPT: "The invited user accepted an invitation.",
  INVITATION_REJECT: "The invited user declined an invitation.",
  TEAM_CREATE: "A team was created in the organization; changes.teamId names it.",
  TEAM_UPDATE: "A team was renamed; changes holds before and after.",
  TEAM_DELETE: "A team was deleted, with its members (no events of their own).",
  TEAM_MEMBER_ADD: "A member was added to a team of the organization.",
  TEAM_MEMBER_REMOVE: "A member was removed from a team (not when leaving the organization).",
  SECOND_FACTOR_ADD:
    "A user added a second factor: an authenticator app confirmed by a first code, or a passkey; changes.method is totp or passkey.",
  SECOND_FACTOR_REMOVE:
    "A user removed a second factor: their authenticator app or a passkey; changes.method is totp or passkey.",
  SECOND_FACTOR_PASS:
    "A user proved their second factor: to finish signing in (changes.pending) or again while signed in; changes.method is totp or backupCode.",
  SECOND_FACTOR_FAILURE:
    "A wrong authenticator or backup code was given for a user; changes.pending when signing in (no actor then).",
  BACKUP_CODES_REGENERATE: "A user made new backup codes; the old ones no longer work.",
  DEVICE_TRUST:
    "A user trusted the browser they signed in from: no second factor asked there for 30 days.",
};

builder.scalarType("JSON", {
  description: "Any JSON value (output only).",
  serialize: (value) => value,
  parseValue: () => {
    throw new TypeError("JSON is an output type");
  },
});

/** A team model's action (shared/audit/actions.ts) in words: "A support ticket was created." */
function modelActionDescription(action: string): string {
  const cut = action.lastIndexOf("_");
  const prefix = action.slice(0, cut);
  const [type = ""] = Object.entries(TEAM_MODELS).find(([, m]) => m?.prefix === prefix) ?? [];
  const words = type.replace(/(?<=[a-z0-9])(?=[A-Z])/g, " ").toLowerCase();
  const done = { CREATE: "created", UPDATE: "changed", DELETE: "deleted" } as const;
  return `A ${words} was ${done[action.slice(cut + 1) as keyof typeof done]}.`;
}

const describe = (action: AuditAction) =>
  action in AUDIT_ACTION_DESCRIPTIONS
    ? AUDIT_ACTION_DESCRIPTIONS[action as keyof typeof AUDIT_ACTION_DESCRIPTIONS]
    : modelActionDescription(action);

const AuditActionEnum = builder.enumType("AuditAction", {
  description: "What an audit event records.",
  values: Object.fromEntries(
    AUDIT_ACTIONS.map((action) => [action, { description: describe(action) }]),
  ) as Record<(typeof AUDIT_ACTIONS)[number], { description: string }>,
});

const AuditActorViaEnum = builder.enumType("AuditActorVia", {
  description: "How the actor was signed in.",
  values: {
    SESSION: { value: "session", description: "A browser session." },
    API_KEY: { value: "apiKey", description: "A personal API key (see actorApiKeyId)." },
    CLI: { value: "cli", description: "The command line (`npm run admin`)." },
  },
});

const AuditSignInMethodEnum = builder.enumType("AuditSignInMethod", {
  description: "How a SIGN_IN event's user signed in.",
  values: {
    EMAIL_CODE: { value: "emailOtp", description: "A one-time code sent by e-mail." },
    GITHUB: { value: "github", description: "Their GitHub account." },
    SINGLE_SIGN_ON: { value: "oidc", description: "The organisation's single sign-on (OIDC)." },
  },
});

const userById = (id: string | null, context: { prisma: Prisma.TransactionClient }) =>
  id ? context.prisma.user.findUnique({ where: { id } }) : null;

const userLabel = (user: { name: string; email: string } | null | undefined) =>
  user ? user.name || user.email : null;

const globalTarget = (type: string | null, id: string | null) =>
  id && type && NODE_TARGET_TYPES.has(type) ? encodeGlobalID(type, id) : id;

export const AuditEventRef = builder.prismaNode("AuditEvent", {
  id: { field: "id" },
  nullable: true,
  authScopes: AUDIT_READ,
  description: "One entry of the tamper-evident audit log: who did what, when, from where.",
  fields: (t) => ({
    action: t.field({
      type: AuditActionEnum,
      description: "What happened.",
      resolve: (e) => e.action as never,
    }),
    actor: t.field({
      type: UserRef,
      nullable: true,
      description: "Null for the system, the command line, or a deleted user (see actorId).",
      resolve: (e, _args, context) => userById(e.actorId, context),
    }),
    actorId: t.id({
      nullable: true,
      description: "The actor's global id, kept after the user is deleted.",
      resolve: (e) => (e.actorId ? encodeGlobalID("User", e.actorId) : null),
    }),
    actorVia: t.field({
      type: AuditActorViaEnum,
      nullable: true,
      description: "How the actor was signed in; null for the system.",
      resolve: (e) => e.actorVia as never,
    }),
    actorApiKeyId: t.id({
      nullable: true,
      description: "Global id of the API key used, when actorVia is API_KEY.",
      resolve: (e) => (e.actorApiKeyId ? encodeGlobalID("ApiKey", e.actorApiKeyId) : null),
    }),
    impersonator: t.field({
      type: UserRef,
      nullable: true,
      description: "The admin acting as the actor, during an impersonation.",
      resolve: (e, _args, context) => userById(e.impersonatorId, context),
    }),
    actorLabel: t.string({
      nullable: true,
      description:
        "The actor's name (else e-mail) when the event happened, kept after a rename or a deletion. Events from before labels were stored give the current name.",
      resolve: async (e, _args, context) =>
        e.actorLabel ?? userLabel(await userById(e.actorId, context)),
    }),
    actorEmail: t.string({
      nullable: true,
      // An address is private: repeated here so widening who reads the log does not widen this.
      authScopes: AUDIT_READ,
      description:
        "The actor's e-mail when the event happened: names are chosen by their users, so show it beside actorLabel. Events from before it was stored give the current one; null for the system or a deleted user.",
      resolve: async (e, _args, context) =>
        e.actorEmail ?? (await userById(e.actorId, context))?.email ?? null,
    }),
    targetType: t.exposeString("targetType", {
      nullable: true,
      description: "Kind of the target (User, Repository, ApiKey, Operation…); null when none.",
    }),
    targetId: t.id({
      nullable: true,
      description: "A global id for User, Repository and ApiKey targets; else the value itself.",
      resolve: (e) => globalTarget(e.targetType, e.targetId),
    }),
    targetLabel: t.string({
      nullable: true,
      description:
        "The target's name when the event happened (a user's name or e-mail, a repository's or key's name), kept after the target is deleted; for other targets the value itself (an address, an operation).",
      resolve: (e, _args, context, info) =>
        targetLabel(e, {
          prisma: context.prisma,
          mayRead: (type, row) => mayReadNode(type, row, context, info),
        }),
    }),
    target: t.node({
      description: "The target (User, Repository, ApiKey) while it exists; null once deleted.",
      id: (e) =>
        e.targetId && e.targetType && NODE_TARGET_TYPES.has(e.targetType)
          ? { type: e.targetType, id: e.targetId }
          : null,
    }),
    changes: t.field({
      type: "JSON",
      description: "Before and after of the changed fields only; never codes or secrets.",
      resolve: (e) => e.changes,
    }),
    ip: t.exposeString("ip", { nullable: true, description: "The caller's IP address." }),
    userAgent: t.exposeString("userAgent", {
      nullable: true,
      description: "The caller's User-Agent header.",
    }),
    device: t.string({
      nullable: true,
      description:
        'The browser and system of userAgent ("Chrome 156 · Linux"), as session lists name them.',
      resolve: (e) => describeDevice(e.userAgent).label,
    }),
    mobile: t.boolean({
      description: "Whether userAgent is a phone's.",
      resolve: (e) => describeDevice(e.userAgent).mobile,
    }),
    signInMethod: t.field({
      type: AuditSignInMethodEnum,
      nullable: true,
      description: "How the user signed in, for SIGN_IN events (null before it was recorded).",
      resolve: (e) => e.method as never,
    }),
    requestId: t.exposeString("requestId", {
      nullable: true,
      description: "The request's x-request-id, to find it in the server logs.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it happened." }),
  }),
});

// Newest first only.
const auditEvents: KeysetTable = {
  table: "auditEvent",
  columns: Object.values(Prisma.AuditEventScalarFieldEnum),
  key: "id",
  search: { contains: [], prefix: [] },
  orders: { CREATED_AT_DESC: CREATED_AT_ORDERS.CREATED_AT_DESC },
};

// One connection type for the log and for a user's history.
const AuditEventConnection = builder.connectionObject(
  {
    type: AuditEventRef,
    name: "AuditEventConnection",
    description: "A page of audit events.",
    fields: (c) => ({ totalCount: c.int(totalCountField("audit events", { searchable: false })) }),
  },
  { name: "AuditEventEdge", description: "An audit event and its cursor." },
);

builder.queryField("auditEvents", (t) =>
  t.connection(
    {
      type: AuditEventRef,
      description:
        "The audit log, newest first (admins; keys need USER_READ). Errors: VALIDATION (bad dates or ids).",
      authScopes: AUDIT_READ,
      args: {
        action: t.arg({
          type: AuditActionEnum,
          required: false,
          description: "Only events of this action.",
        }),
        actorId: t.arg.id({
          required: false,
          description: "A user's global id, or their e-mail address.",
        }),
        targetId: t.arg.id({
          required: false,
          description: "A global id (User, Repository, ApiKey), or an e-mail address.",
        }),
        from: t.arg({ type: "DateTime", required: false, description: "At or after." }),
        to: t.arg({ type: "DateTime", required: false, description: "Before." }),
      },
      resolve: (_root, args, context, info) => {
        if (args.from && args.to && args.from > args.to) {
          throw apiError(context.locale, "VALIDATION", "api.errors.dateRange", { field: "to" });
        }
        const filters: Prisma.Sql[] = [];
        if (args.action) filters.push(Prisma.sql`"action" = ${args.action}`);
        for (const field of ["from", "to"] as const) {
          const year = args[field]?.getUTCFullYear();
          // JavaScript dates reach years PostgreSQL's timestamp cannot hold (an internal error).
          if (year !== undefined && (year < 1 || year > 9999)) {
            throw apiError(context.locale, "VALIDATION", "api.errors.invalidDateTime", { field });
          }
        }
        if (args.actorId) filters.push(subjectFilter("actorId", args.actorId, context.locale));
        if (args.targetId) filters.push(subjectFilter("targetId", args.targetId, context.locale));
        if (args.from) filters.push(Prisma.sql`"createdAt" >= ${args.from}::timestamp(3)`);
        if (args.to) filters.push(Prisma.sql`"createdAt" < ${args.to}::timestamp(3)`);
        return resolveKeysetConnection<AuditEvent>(
          auditEvents,
          "CREATED_AT_DESC",
          args,
          context,
          info,
          filters,
        );
      },
    },
    AuditEventConnection,
  ),
);

builder.objectField(UserRef, "auditEvents", (t) =>
  t.connection(
    {
      type: AuditEventRef,
      description: "What this user did and what was done to them, newest first (admins).",
      authScopes: AUDIT_READ,
      resolve: (user, args, context, info) =>
        resolveKeysetConnection<AuditEvent>(auditEvents, "CREATED_AT_DESC", args, context, info, [
          Prisma.sql`("actorId" = ${user.id} OR "targetId" = ${user.id})`,
        ]),
    },
    AuditEventConnection,
  ),
);
