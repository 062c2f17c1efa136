import type { YogaInitialContext } from "graphql-yoga";
import { apiKeyFromHeaders, authenticateApiKey } from "../auth/api-keys.ts";
import type { Auth } from "../auth/auth.ts";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { localeFromHeaders, type Locale } from "../i18n.ts";
import { hasPermission, type Permission } from "../auth/permissions.ts";
import { apiError } from "../schema/errors.ts";

export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** Who is calling: a signed-in browser session or a personal API key acting as its user. */
export type Principal = {
  userId: string;
  role: string | null;
  via: "session" | "apiKey";
  apiKeyId: string | null;
};

export type Context = {
  env: Env;
  prisma: PrismaClient;
  /** The better-auth session (null for API-key and anonymous requests). */
  session: SessionData | null;
  principal: Principal | null;
  locale: Locale;
  /** Checks the spec §6 statements for the caller (false when anonymous). */
  can: (permission: Permission) => boolean;
};

export type ServerContext = { env: Env; prisma: PrismaClient; auth: Auth };

/** Requests that sent a whole document rather than a persisted operation id (yoga.ts). */
export const arbitraryDocumentRequests = new WeakSet<Request>();

/**
 * Resolves the caller once per request; resolvers only read it. A request with an API key is
 * that key's user or is refused outright (bad, expired, revoked, banned owner, rate limited):
 * a third party must not silently fall back to anonymous results.
 */
export async function createContext(
  server: ServerContext,
  initial: YogaInitialContext,
): Promise<Context> {
  const { request } = initial;
  const headers = request.headers;
  const locale = localeFromHeaders(headers);
  let session: SessionData | null = null;
  let principal: Principal | null = null;

  const key = apiKeyFromHeaders(headers);
  if (key) {
    const check = await authenticateApiKey(server.prisma, key);
    if (!check.ok) {
      throw check.reason === "rateLimited"
        ? apiError(locale, "RATE_LIMITED", "api.errors.rateLimited", { status: 429 })
        : apiError(locale, "UNAUTHENTICATED", "api.errors.invalidApiKey", { status: 401 });
    }
    principal = { ...check.principal, via: "apiKey" };
  } else {
    session = await server.auth.api.getSession({ headers });
    if (session && !isBanned(session.user)) {
      principal = {
        userId: session.user.id,
        role: session.user.role ?? null,
        via: "session",
        apiKeyId: null,
      };
    }
  }

  // Whole documents are for authenticated callers; the web app's persisted operations are
  // open to everyone (docs/decisions/016-*). Checked after graphql-armor has vetted it.
  if (!principal && arbitraryDocumentRequests.has(request)) {
    throw apiError(locale, "UNAUTHENTICATED", "api.errors.persistedOnly", { status: 401 });
  }

  const role = principal?.role;
  return {
    env: server.env,
    prisma: server.prisma,
    session,
    principal,
    locale,
    can: (permission) => principal !== null && hasPermission(role, permission),
  };
}

type BanFields = { banned?: boolean | null; banExpires?: Date | string | null };

function isBanned(user: BanFields): boolean {
  if (!user.banned) return false;
  return !user.banExpires || new Date(user.banExpires).getTime() > Date.now();
}
