import { createHmac, timingSafeEqual } from "node:crypto";
import { Prisma, type PrismaClient, type Session, type User } from "../generated/prisma/client.ts";
import { queryRows } from "../db/direct-query.ts";
import { cookieValue } from "../http/cookies.ts";
import type { Auth } from "./auth.ts";
import { sessionMayAct } from "./session-rules.ts";
import {
  createBudgetLeases,
  leasedState,
  withLease,
  type BudgetLease,
  type FinishClaim,
} from "./budget-leases.ts";
import {
  chargedState,
  chargeStatement,
  type BudgetCharge,
  type BudgetState,
  type ChargeRow,
} from "./budgets.ts";

// The session of a GraphQL request, read in one indexed statement (docs/decisions/034).
// better-auth's getSession costs ~1.4 ms of CPU per call: two WebCrypto HMAC jobs (session and
// dont_remember cookies), an endpoint context, its hooks and output parsing. Every signed-in
// request pays it, so the common case is done here with the same rules, and every other case
// goes to better-auth itself:
// - the cookie is read by the one Cookie parser (http/cookies.ts), as better-auth reads it (the
//   first of repeated ones), and must be `<token>.<base64 HMAC-SHA256>` (better-call's format);
//   anything else is better-auth's to judge;
// - the row is read on every request, never cached: a ban, role change, revocation or
//   sign-out applies to the next request;
// - a banned user, or an impersonation whose admin is no longer an admin who can sign in
//   (demoted, banned, deleted), has no session (docs/decisions/045), here as on REST
//   (session-rules.ts), whichever path answered;
// - a session past its expiry (better-auth deletes it) or due for its sliding refresh
//   (better-auth writes it, through our session hooks) takes better-auth's path.
// The same statement charges the user's cost budget when asked to (docs/decisions/034), so a
// signed-in request reads its caller and pays for itself in one round trip; that charge takes
// a lease for the session's next requests, which then read the row and write nothing
// (budget-leases.ts).

export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

type Settings = { cookieName: string; secret: string; expiresIn: number; updateAge: number };

/** Verified cookie values remembered, oldest dropped first: about 2 MB at most. */
const VERIFIED_COOKIES_KEPT = 10_000;

const SIGNED_VALUE = /^([^.]+)\.([A-Za-z0-9+/]{43}=)$/;

// The columns better-auth returns (its schema and our plugins'); session-lookup.test.ts
// compares the result with better-auth's own, so a column added to one side fails there.
type Row = Session & { [K in keyof User as `user_${K & string}`]: User[K] } & {
  [K in keyof ChargeRow as `budget_${K}`]?: ChargeRow[K] | null;
} & { impersonatorActive: boolean };

export type SessionLookupResult = {
  session: SessionData | null;
  /** The budget after the charge asked for; null when none was made. */
  budget: BudgetState | null;
};

const SESSION_COLUMNS = Prisma.sql`
  s."id", s."expiresAt", s."token", s."createdAt", s."updatedAt", s."ipAddress",
  s."userAgent", s."userId", s."impersonatedBy", s."activeOrganizationId", s."activeTeamId",
  u."id" AS "user_id", u."name" AS "user_name", u."email" AS "user_email",
  u."emailVerified" AS "user_emailVerified", u."image" AS "user_image",
  u."createdAt" AS "user_createdAt", u."updatedAt" AS "user_updatedAt",
  u."role" AS "user_role", u."banned" AS "user_banned", u."banReason" AS "user_banReason",
  u."banExpires" AS "user_banExpires",
  (s."impersonatedBy" IS NULL OR coalesce("user_is_active_admin"(i."role", i."banned",
    i."banExpires"), false)) AS "impersonatorActive"`;

/**
 * The session and its user; with a charge, the user's budget is charged in the same statement,
 * but only for a session served here (not expired, not due for refresh) whose user is not
 * banned and whose impersonator, if any, is an active admin (the keep_an_admin migration's
 * definition, as last-admin.ts): the rules below, in SQL's clock. Where the two clocks disagree at the edge, the
 * caller charges separately (no budget returned) or an anonymous request paid one point.
 */
function sessionStatement(token: string, charge: BudgetCharge | undefined, freshFor: number) {
  const select = Prisma.sql`SELECT ${SESSION_COLUMNS}
    FROM "session" AS s JOIN "user" AS u ON u."id" = s."userId"
      LEFT JOIN "user" AS i ON i."id" = s."impersonatedBy"
    WHERE s."token" = ${token}`;
  if (!charge) return select;
  const at = Prisma.sql`(statement_timestamp() AT TIME ZONE 'UTC')`;
  const source = Prisma.sql`FROM found
    WHERE found."expiresAt" > ${at} + ${freshFor}::int * interval '1 second'
      AND found."impersonatorActive"
      AND NOT (coalesce(found."user_banned", false)
        AND (found."user_banExpires" IS NULL OR found."user_banExpires" > ${at}))`;
  const charged = chargeStatement(Prisma.sql`'user:' || found."userId"`, source, charge);
  return Prisma.sql`WITH found AS (${select}), charged AS (${charged})
    SELECT found.*, charged."points" AS "budget_points",
      charged."lastCharge" AS "budget_lastCharge"
    FROM found LEFT JOIN charged ON true`;
}
const split = (row: Row): SessionData => ({
  session: {
    id: row.id,
    expiresAt: row.expiresAt,
    token: row.token,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    userId: row.userId,
    impersonatedBy: row.impersonatedBy,
    activeOrganizationId: row.activeOrganizationId,
    activeTeamId: row.activeTeamId,
  },
  user: {
    id: row.user_id,
    name: row.user_name,
    email: row.user_email,
    emailVerified: row.user_emailVerified,
    image: row.user_image,
    createdAt: row.user_createdAt,
    updatedAt: row.user_updatedAt,
    role: row.user_role,
    banned: row.user_banned,
    banReason: row.user_banReason,
    banExpires: row.user_banExpires,
  },
});

/** A user whose ban has not ended (better-auth's and context.ts's rule). */
function isBanned(banned: boolean | null, banExpires: Date | null, now: number): boolean {
  return !!banned && (banExpires === null || banExpires.getTime() > now);
}

/** The cookie's token if its signature holds; null if forged; undefined if not ours to judge. */
function verifiedToken(value: string, secret: string): string | null | undefined {
  const match = SIGNED_VALUE.exec(value);
  if (!match) return undefined;
  const [, token = "", signature = ""] = match;
  const expected = createHmac("sha256", secret).update(token).digest("base64");
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? token : null;
}

export function createSessionLookup(auth: Auth, prisma: PrismaClient) {
  let settings: Promise<Settings> | undefined;
  const load = async (): Promise<Settings> => {
    const context = await auth.$context;
    return {
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    };
  };
  const none: SessionLookupResult = { session: null, budget: null };
  const leases = createBudgetLeases();
  // A cookie value that verified once verifies again (the secret is fixed for the process), so
  // its HMAC is not recomputed on every request. Only successes are kept: a forged value can
  // not fill the map. The session row is still read each time, so nothing here outlives a
  // revocation.
  const verified = new Map<string, string>();
  const verify = (raw: string, secret: string) => {
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const token = verifiedToken(raw, secret);
    if (token) {
      if (verified.size >= VERIFIED_COOKIES_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(raw, token);
    }
    return token;
  };
  const slowPath = async (headers: Headers): Promise<SessionLookupResult> => {
    const session = await auth.api.getSession({ headers });
    // get-session answers null for these already (session-rules.ts); asked here as well so
    // that GraphQL does not depend on a REST hook for it.
    const allowed = session !== null && (await sessionMayAct(prisma, session));
    return { session: allowed ? session : null, budget: null };
  };

  return async function lookupSession(
    headers: Headers,
    charge?: BudgetCharge,
  ): Promise<SessionLookupResult> {
    const header = headers.get("cookie");
    if (!header) return none;
    const { cookieName, secret, expiresIn, updateAge } = await (settings ??= load());
    if (!header.includes(cookieName)) return none;
    const value = cookieValue(header, cookieName);
    if (!value) return none;
    const token = verify(value, secret);
    if (token === undefined) return slowPath(headers);
    if (token === null) return none;
    let leased: BudgetLease | null = null;
    let finishClaim: FinishClaim | null = null;
    while (charge) {
      const step = leases.acquire(token, charge);
      if ("wait" in step) await step.wait;
      else {
        if ("lease" in step) leased = step.lease;
        else finishClaim = step.claim;
        break;
      }
    }
    const claim = finishClaim && charge ? withLease(charge) : undefined;
    let row: Row | undefined;
    try {
      // Raw SQL: a third of the CPU of the equivalent findUnique with its user included.
      [row] = await queryRows<Row>(prisma, sessionStatement(token, claim, expiresIn - updateAge));
    } catch (error) {
      finishClaim?.(null);
      if (leased && charge) leases.giveBack(leased, charge.cost);
      throw error;
    }
    const now = Date.now();
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    // better-auth's own test: refresh once less than expiresIn - updateAge remains.
    const fresh = expiresAt > now && expiresAt - expiresIn * 1000 + updateAge * 1000 > now;
    const budget = claim
      ? claimed(row, claim, finishClaim)
      : leased && charge
        ? paidFromLease(row, fresh, leased, charge)
        : null;
    if (!row) {
      leases.drop(token);
      return none;
    }
    if (!fresh) return { ...(await slowPath(headers)), budget };
    if (!mayAct(row, now)) return { session: null, budget };
    return { session: split(row), budget };
  };

  /** The budget after a lookup that claimed a lease: charged, refused, or not charged here. */
  function claimed(
    row: Row | undefined,
    claim: BudgetCharge,
    finish: FinishClaim | null,
  ): BudgetState | null {
    const points = row?.budget_points ?? null;
    const lastCharge = row?.budget_lastCharge ?? null;
    if (points === null || lastCharge === null) {
      finish?.(null);
      return null;
    }
    if (lastCharge < 0) {
      finish?.(null);
      return chargedState({ points, lastCharge }, claim);
    }
    const lease = finish?.({ points: lastCharge - claim.cost, balance: Number(points) });
    return lease ? leasedState(lease, claim.cost) : chargedState({ points, lastCharge }, claim);
  }

  /**
   * The budget of a request its session's lease paid for: kept only where the statement would
   * have charged (a session served here that may act); else given back, and the
   * caller charges separately or the request is anonymous.
   */
  function paidFromLease(
    row: Row | undefined,
    fresh: boolean,
    lease: BudgetLease,
    charge: BudgetCharge,
  ): BudgetState | null {
    if (row && fresh && mayAct(row, Date.now())) return leasedState(lease, charge.cost);
    leases.giveBack(lease, charge.cost);
    return null;
  }
}

/** Not banned, and an impersonation's admin is still an admin who can sign in. */
const mayAct = (row: Row, now: number) =>
  row.impersonatorActive && !isBanned(row.user_banned, row.user_banExpires, now);

export type SessionLookup = ReturnType<typeof createSessionLookup>;
