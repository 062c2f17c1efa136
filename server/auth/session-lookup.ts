import { createHmac, timingSafeEqual } from "node:crypto";
import { Prisma, type PrismaClient, type Session, type User } from "../generated/prisma/client.ts";
import { queryRows } from "../db/direct-query.ts";
import { cookieValue } from "../http/cookies.ts";
import type { Auth } from "./auth.ts";
import { isBanned, sessionMayAct } from "./session-rules.ts";

// The session of a GraphQL request in one indexed statement (ADR 050), for the common case;
// anything else (another cookie format, a session expired or due for its refresh) is
// better-auth's getSession, which costs ~1 ms more CPU, a third of a signed-in page's. Read on
// every request, never cached: a ban, role change or revocation applies to the next one; banned
// users and impersonations of an inactive admin have no session (ADR 045).
// session-lookup.test.ts checks it against getSession on generated cookies.

export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

const SIGNED_VALUE = /^([^.]+)\.([A-Za-z0-9+/]{43}=)$/;

// The columns better-auth returns (its schema and our plugins').
type Row = Session & { [K in keyof User as `user_${K & string}`]: User[K] } & {
  impersonatorActive: boolean;
};

const statement = (token: string) => Prisma.sql`SELECT
    s."id", s."expiresAt", s."token", s."createdAt", s."updatedAt", s."ipAddress",
    s."userAgent", s."userId", s."impersonatedBy", s."activeOrganizationId", s."activeTeamId",
    s."secondFactorAt",
    u."id" AS "user_id", u."name" AS "user_name", u."email" AS "user_email",
    u."emailVerified" AS "user_emailVerified", u."image" AS "user_image",
    u."createdAt" AS "user_createdAt", u."updatedAt" AS "user_updatedAt",
    u."role" AS "user_role", u."banned" AS "user_banned", u."banReason" AS "user_banReason",
    u."banExpires" AS "user_banExpires", u."twoFactorEnabled" AS "user_twoFactorEnabled",
    (s."impersonatedBy" IS NULL OR coalesce("user_is_active_admin"(i."role", i."banned",
      i."banExpires"), false)) AS "impersonatorActive"
  FROM "session" AS s JOIN "user" AS u ON u."id" = s."userId"
    LEFT JOIN "user" AS i ON i."id" = s."impersonatedBy"
  WHERE s."token" = ${token}`;

/** The row as better-auth answers it: `user_*` columns are the user's, the rest the session's. */
function split({ impersonatorActive: _, ...row }: Row): SessionData {
  const session: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith("user_")) user[column.slice("user_".length)] = value;
    else session[column] = value;
  }
  return { session, user } as SessionData;
}

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
  const betterAuth = async (headers: Headers) => {
    const session = await auth.api.getSession({ headers });
    return session && (await sessionMayAct(prisma, session)) ? session : null;
  };

  return async function lookupSession(headers: Headers): Promise<SessionData | null> {
    const { authCookies, secret, sessionConfig } = await auth.$context;
    const value = cookieValue(headers.get("cookie"), authCookies.sessionToken.name);
    if (!value) return null;
    const token = verifiedToken(value, secret);
    if (token === undefined) return betterAuth(headers);
    if (token === null) return null;
    const [row] = await queryRows<Row>(prisma, statement(token));
    if (!row) return null;
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    // better-auth's own test: refresh once less than expiresIn - updateAge remains.
    const { expiresIn, updateAge } = sessionConfig;
    if (expiresAt <= now || expiresAt - (expiresIn - updateAge) * 1000 <= now) {
      return betterAuth(headers);
    }
    const banned = isBanned({ banned: row.user_banned, banExpires: row.user_banExpires }, now);
    return row.impersonatorActive && !banned ? split(row) : null;
  };
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;
