import type { BetterAuthOptions } from "better-auth";
import {
  currentAudit,
  noteAudit,
  type AuditHint,
  type OrganizationLimits,
  type SignInMethod,
} from "./context.ts";

// better-auth's side of the audit context (docs/decisions/033-audit-log.md): what a route
// does to sessions, which a deleted row cannot tell, and who calls a REST route (GraphQL
// already noted its caller in graphql/context.ts).

const HINTS: Record<string, AuditHint> = {
  "/sign-out": "SIGN_OUT",
  "/admin/stop-impersonating": "IMPERSONATION_STOP",
  "/revoke-session": "SESSION_REVOKE",
  "/revoke-sessions": "SESSION_REVOKE",
  "/revoke-other-sessions": "SESSION_REVOKE",
  "/admin/revoke-user-session": "SESSION_REVOKE",
  "/admin/revoke-user-sessions": "SESSION_REVOKE",
};

/** The providers a callback signs in with (server/auth/auth.ts), by their ids. */
const PROVIDERS: Record<string, SignInMethod> = { github: "github", oidc: "oidc" };

function signInMethod(path: string | undefined, params: unknown): SignInMethod | null {
  if (path === "/sign-in/email-otp") return "emailOtp";
  if (path !== "/callback/:id") return null;
  const id = (params as { id?: unknown } | undefined)?.id;
  return (typeof id === "string" && PROVIDERS[id]) || null;
}

/** From better-auth's `hooks.before`: every route and `auth.api` call passes there. */
export function noteAuthRoute(path: string | undefined, params?: unknown): void {
  noteAudit({ hint: (path && HINTS[path]) || null, method: signInMethod(path, params) });
}

type EndpointSession = {
  user?: { id?: string };
  session?: { impersonatedBy?: string | null };
} | null;
type EndpointContext = { context?: { session?: EndpointSession } } | null | undefined;

/**
 * The signed-in caller of a better-auth route, as its own session middleware loaded it,
 * noted just before the route writes. A caller already known (GraphQL, an API key) stays.
 */
function noteSessionActor(context: unknown): void {
  if (currentAudit()?.actorId) return;
  const session = (context as EndpointContext)?.context?.session;
  const userId = session?.user?.id;
  if (!userId) return;
  noteAudit({
    actorId: userId,
    actorVia: "session",
    actorApiKeyId: null,
    impersonatorId: session.session?.impersonatedBy ?? null,
  });
}

/**
 * From `hooks.before`, once the route's session is known (session-rules.ts loaded it, and
 * dropped it when it may not act): the caller of an organization route. The organization
 * plugin writes its tables without better-auth's database hooks, so the hooks below never see
 * those writes (docs/decisions/112). The organization limits go with them too.
 */
export function noteOrganizationActor(
  path: string | undefined,
  context: unknown,
  organizationLimits: OrganizationLimits,
): void {
  if (!path?.startsWith("/organization/")) return;
  noteSessionActor(context);
  // The limits go with the writes, for the triggers that count them (docs/decisions/110).
  noteAudit({ organizationLimits });
}

type DatabaseHooks = NonNullable<BetterAuthOptions["databaseHooks"]>;
type Before = (data: unknown, context: unknown) => unknown;

function withActor<T extends object | undefined>(hook: T): T {
  const before = (hook as { before?: Before } | undefined)?.before;
  const wrapped: Before = async (data, context) => {
    noteSessionActor(context);
    return before?.(data, context);
  };
  return { ...hook, before: wrapped } as T;
}

/** Adds the actor note to the user and session write hooks, keeping the hooks already there. */
export function withAuditActor(hooks: DatabaseHooks): DatabaseHooks {
  const user = hooks.user ?? {};
  const session = hooks.session ?? {};
  return {
    ...hooks,
    user: { ...user, update: withActor(user.update), delete: withActor(user.delete) },
    session: {
      ...session,
      create: withActor(session.create),
      delete: withActor(session.delete),
    },
  };
}
