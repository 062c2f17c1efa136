import type { AccountMail } from "../email/account-mail.ts";
import type { PgBoss } from "pg-boss";
import type { JobQueue } from "../jobs/boss.ts";
import type { AppJobs } from "../jobs/registry.ts";
import type { WebhookLookup } from "../webhooks/address-guard.ts";
import type { YogaInitialContext } from "graphql-yoga";
import { apiKeyFromHeaders, authenticateApiKey } from "../auth/api-keys.ts";
import type { Auth } from "../auth/auth.ts";
import { noteAudit } from "../audit/context.ts";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { localeFromHeaders, type Locale } from "../i18n.ts";
import type { ApiKeyScope } from "#shared/validation/api-key";
import { scopesAllow } from "../auth/api-key-scopes.ts";
import { adminSetupRequired, withoutAdmin } from "../auth/admin-policy.ts";
import type { BudgetState, MemoryBudgets } from "../auth/budgets.ts";
import { hasPermission, type Permission } from "../auth/permissions.ts";
import type { SessionData, SessionLookup } from "../auth/session-lookup.ts";
import { chargeCaller, chargeOf } from "./cost.ts";
import { apiError } from "./errors.ts";

export type { SessionData };

/** Who is calling: a signed-in browser session or a personal API key acting as its user. */
export type Principal = {
  userId: string;
  role: string | null;
  via: "session" | "apiKey";
  apiKeyId: string | null;
  /** An API key's scopes; null for a browser session (its role alone decides). */
  scopes: ApiKeyScope[] | null;
};

/**
 * What every request shares. Session and admin mutations call better-auth's `auth.api.*` as
 * the caller, so its own rules and our hooks apply as on its REST routes; `accountMail` sends
 * an admin-started e-mail change's codes and notices (server/schema/user-email-change.ts);
 * `jobs.boss` is the job queue the manager's Jobs screen reads and acts on (server/schema/job.ts).
 */
type Shared = {
  env: Env;
  prisma: PrismaClient;
  auth: Auth;
  accountMail: AccountMail;
  jobs: { boss: PgBoss; send: JobQueue<AppJobs>["send"]; now: () => number };
  /** How webhook hosts resolve (the SSRF guard); tests inject their own. */
  webhookLookup: WebhookLookup;
};

export type Context = Shared & {
  /**
   * REQUIRE_ADMIN_MFA holds the caller's admin rights back until they set up a second factor
   * (docs/decisions/117): `principal.role` is then their role without "admin".
   */
  adminSetupRequired: boolean;
  /** The better-auth session (null for API-key and anonymous requests). */
  session: SessionData | null;
  principal: Principal | null;
  locale: Locale;
  /** The caller's cost budget after this request's charge (null when anonymous). */
  budget: BudgetState | null;
  headers: Headers;
  /** Checks the docs/product.md §Permissions statements for the caller (false when anonymous). */
  can: (permission: Permission) => boolean;
  /** The caller's tier in an organization ("owner", "admin,member"…); null when not a member. */
  organizationRole: (organizationId: string) => Promise<string | null>;
  /** After a membership change: the next `organizationRole` reads the database again. */
  forgetOrganizationRoles: () => void;
  /**
   * The caller's e-mail address, when they proved they hold it (invitations are addressed to
   * it); null when anonymous or unverified (a GitHub or OIDC account can bring an address its
   * provider did not verify).
   */
  viewerEmail: () => Promise<string | null>;
};

export type ServerContext = Shared & {
  lookupSession: SessionLookup;
  /** Browser sessions' cost budgets, held in this process (docs/decisions/050-*). */
  sessionBudgets: MemoryBudgets;
};
/** What app.ts passes with each request: the socket's or trusted proxy's client address. */
export type ClientAddress = { clientIp?: string | undefined };

/** Requests that sent a whole document rather than a persisted operation id (yoga.ts). */
export const arbitraryDocumentRequests = new WeakSet<Request>();

/**
 * Resolves the caller once per request; resolvers only read it. A request with an API key is
 * that key's user or is refused outright (bad, expired, revoked, banned owner, rate limited):
 * a third party must not silently fall back to anonymous results.
 */
export async function createContext(
  server: ServerContext,
  initial: YogaInitialContext & ClientAddress,
): Promise<Context> {
  const { request } = initial;
  const headers = request.headers;
  const locale = localeFromHeaders(headers);
  let session: SessionData | null = null;
  let principal: Principal | null = null;
  // An API key's check charges its budget in the same statement.
  let charged: BudgetState | null = null;
  let factorEnabled = false;

  const key = apiKeyFromHeaders(headers);
  if (key) {
    const check = await authenticateApiKey(server.prisma, key, chargeOf(server, "apiKey", request));
    if (!check.ok) {
      throw check.reason === "rateLimited"
        ? apiError(locale, "RATE_LIMITED", "api.errors.rateLimited", { status: 429 })
        : apiError(locale, "UNAUTHENTICATED", "api.errors.invalidApiKey", { status: 401 });
    }
    const { twoFactorEnabled, ...keyPrincipal } = check.principal;
    principal = { ...keyPrincipal, via: "apiKey" };
    factorEnabled = twoFactorEnabled;
    charged = check.budget;
  } else {
    session = await server.lookupSession(headers);
    if (session) {
      const { id: userId, role } = session.user;
      principal = { userId, role: role ?? null, via: "session", apiKeyId: null, scopes: null };
      factorEnabled =
        (session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled ?? false;
    }
  }
  // Narrowed once, here: every check below and in resolvers reads the role the policy leaves.
  const setupRequired =
    principal !== null &&
    adminSetupRequired(server.env.requireAdminMfa, principal.role, factorEnabled);
  if (principal && setupRequired) principal = { ...principal, role: withoutAdmin(principal.role) };

  if (principal) {
    // The audit triggers record this caller for every write the request makes (ADR 033).
    noteAudit({
      actorId: principal.userId,
      actorVia: principal.via,
      actorApiKeyId: principal.apiKeyId,
      impersonatorId: session?.session.impersonatedBy ?? null,
    });
  }
  // Charged before any resolver runs; a refusal (429) executes nothing. Anonymous requests
  // pay per client address, refused ones included.
  const budget = await chargeCaller(server, initial, principal, locale, charged);
  // Whole documents are for authenticated callers; the web app's persisted operations are
  // open to everyone (docs/decisions/016-*). Checked after graphql-armor has vetted it.
  if (!principal && arbitraryDocumentRequests.has(request)) {
    throw apiError(locale, "UNAUTHENTICATED", "api.errors.persistedOnly", { status: 401 });
  }
  const role = principal?.role;
  const scopes = principal?.scopes ?? null;
  const { env, prisma, auth, accountMail, jobs, webhookLookup } = server;
  // Read once per request, when a field first asks: most requests never touch organizations.
  let memberships: Promise<Map<string, string>> | undefined;
  const organizationRole = async (organizationId: string) => {
    if (!principal) return null;
    const userId = principal.userId;
    memberships ??= prisma.member
      .findMany({ where: { userId }, select: { organizationId: true, role: true } })
      .then((rows) => new Map(rows.map((row) => [row.organizationId, row.role])));
    return (await memberships).get(organizationId) ?? null;
  };
  let email: Promise<string | null> | undefined;
  const verified = (user: { email: string; emailVerified: boolean } | null) =>
    user?.emailVerified ? user.email.toLowerCase() : null;
  const viewerEmail = () =>
    (email ??= principal
      ? session
        ? Promise.resolve(verified(session.user))
        : prisma.user
            .findUnique({
              where: { id: principal.userId },
              select: { email: true, emailVerified: true },
            })
            .then(verified)
      : Promise.resolve(null));
  return {
    env,
    prisma,
    auth,
    accountMail,
    jobs,
    webhookLookup,
    session,
    principal,
    adminSetupRequired: setupRequired,
    locale,
    budget,
    headers,
    // A key never exceeds its user: the role as it is now, narrowed by the key's scopes.
    can: (permission) =>
      principal !== null &&
      hasPermission(role, permission) &&
      (scopes === null || scopesAllow(scopes, permission)),
    organizationRole,
    forgetOrganizationRoles: () => {
      memberships = undefined;
    },
    viewerEmail,
  };
}
