import { createHmac, timingSafeEqual } from "node:crypto";
import { Prisma, type PrismaClient, type Session, type User } from "../generated/prisma/client.ts";
import { queryRows } from "../db/direct-query.ts";
import { cookieValue } from "../http/cookies.ts";
import type { Auth } from "./auth.ts";
import { sessionMayAct } from "./session-rules.ts";

// The session of a GraphQL request in one indexed statement (docs/decisions/050-*), for the
// common case only; every other case is better-auth's own getSession. It pays: better-auth's
// call costs ~1 ms of CPU more per request (two WebCrypto HMAC jobs, an endpoint context, its
// hooks), a third of a signed-in page's. The same rules:
// - the cookie is read by the one Cookie parser (http/cookies.ts) and must be
//   `<token>.<base64 HMAC-SHA256>` (better-call's format); anything else is better-auth's;
// - the row is read on every request, never cached: a ban, role change, revocation or
//   sign-out applies to the next request;
// - a banned user, or an impersonation whose admin is no longer an active admin, has no
//   session (docs/decisions/045, session-rules.ts);
// - a session past its expiry (better-auth deletes it) or due for its sliding refresh
//   (better-auth writes it) takes better-auth's path.
// session-lookup.test.ts checks it against getSession on generated cookies.

export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

type Settings = { cookieName: string; secret: string; expiresIn: number; updateAge: number };

const SIGNED_VALUE = /^([^.]+)\.([A-Za-z0-9+/]{43}=)$/;

// The columns better-auth returns (its schema and our plugins').
type Row = Session & { [K in keyof User as `user_${K & string}`]: User[K] } & {
  impersonatorActive: boolean;
};

const statement = (token: string) => Prisma.sql`SELECT
    s."id", s."expiresAt", s."token", s."createdAt", s."updatedAt", s."ipAddress",
    s."userAgent", s."userId", s."impersonatedBy", s."activeOrganizationId", s."activeTeamId",
    u."id" AS "user_id", u."name" AS "user_name", u."email" AS "user_email",
    u."emailVerified" AS "user_emailVerified", u."image" AS "user_image",
    u."createdAt" AS "user_createdAt", u."updatedAt" AS "user_updatedAt",
    u."role" AS "user_role", u."banned" AS "user_banned", u."banReason" AS "user_banReason",
    u."banExpires" AS "user_banExpires",
    (s."impersonatedBy" IS NULL OR coalesce("user_is_active_admin"(i."role", i."banned",
      i."banExpires"), false)) AS "impersonatorActive"
  FROM "session" AS s JOIN "user" AS u ON u."id" = s."userId"
    LEFT JOIN "user" AS i ON i."id" = s."impersonatedBy"
  WHERE s."token" = ${token}`;

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

/** The cookie's token if its signature holds; null if forged; undefined if not ours to judge. */
function verifiedToken(value: string, secret: string): string | null | undefined {
  const match = SIGNED_VALUE.exec(value);
  if (!match) return undefined;
  const [, token = "", signature = ""] = match;
  // Bytes, not text, as better-call compares them (atob): a signature whose last character
  // differs only in base64's unused bits is the same signature.
  const expected = createHmac("sha256", secret).update(token).digest();
  return timingSafeEqual(Buffer.from(signature, "base64"), expected) ? token : null;
}

export function createSessionLookup(auth: Auth, prisma: PrismaClient) {
  // Read at the first request, not at start: better-auth's context is ready by then.
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
  const betterAuth = async (headers: Headers) => {
    const session = await auth.api.getSession({ headers });
    return session && (await sessionMayAct(prisma, session)) ? session : null;
  };

  return async function lookupSession(headers: Headers): Promise<SessionData | null> {
    const { cookieName, secret, expiresIn, updateAge } = await (settings ??= load());
    const value = cookieValue(headers.get("cookie"), cookieName);
    if (!value) return null;
    const token = verifiedToken(value, secret);
    if (token === undefined) return betterAuth(headers);
    if (token === null) return null;
    // Raw SQL: the session, its user and the impersonator's standing in one statement.
    const [row] = await queryRows<Row>(prisma, statement(token));
    if (!row) return null;
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    // better-auth's own test: refresh once less than expiresIn - updateAge remains.
    if (expiresAt <= now || expiresAt - (expiresIn - updateAge) * 1000 <= now) {
      return betterAuth(headers);
    }
    const banned =
      !!row.user_banned && (row.user_banExpires === null || row.user_banExpires.getTime() > now);
    return row.impersonatorActive && !banned ? split(row) : null;
  };
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;
