import type { YogaInitialContext } from "graphql-yoga";
import type { Auth } from "./auth.ts";
import type { Env } from "./env.ts";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { localeFromHeaders, type Locale } from "./i18n.ts";
import { hasPermission, type Permission } from "./permissions.ts";

export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export type Context = {
  env: Env;
  prisma: PrismaClient;
  session: SessionData | null;
  locale: Locale;
  /** Checks the spec §6 statements for the signed-in user (false when anonymous). */
  can: (permission: Permission) => boolean;
};

export type ServerContext = { env: Env; prisma: PrismaClient; auth: Auth };

/** Resolves the better-auth session once per request; resolvers only read it. */
export async function createContext(
  server: ServerContext,
  initial: YogaInitialContext,
): Promise<Context> {
  const headers = initial.request.headers;
  const session = await server.auth.api.getSession({ headers });
  const role = session?.user.role;
  return {
    env: server.env,
    prisma: server.prisma,
    session,
    locale: localeFromHeaders(headers),
    can: (permission) => session !== null && hasPermission(role, permission),
  };
}
