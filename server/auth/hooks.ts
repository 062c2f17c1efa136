import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { guardAccountChanges } from "./account-guards.ts";
import { afterEmailChange } from "./email-change.ts";
import { enforceEmailLimit, recordSignInFailure, settleEmailLimit } from "./email-limits.ts";
import { noteAuthRoute } from "../audit/auth-hooks.ts";
import { recordAuditEvent } from "../audit/record.ts";
import { checkAuthInput } from "./input.ts";
import { assertRouteEnabled } from "./routes.ts";
import {
  assertAdminSessionToReturnTo,
  unusableSessionAnswer,
  withoutUnusableSession,
} from "./session-rules.ts";
import { demoModeError, demoModeRefuses } from "../demo-mode.ts";
import type { AccountMail } from "../email/account-mail.ts";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { localeFromHeaders } from "../i18n.ts";

// Groundwork's rules on better-auth's routes, as better-auth `hooks` (ADR 008, ADR 023): they
// see the route better-auth matched and the body it parsed, so no content type, path spelling
// or body encoding can slip past them, and server-side `auth.api` calls go through them too.
// Order: cheapest refusals first, the per-address count last so refusals do not spend it.

type Deps = {
  env: Env;
  prisma: PrismaClient;
  /** The notice to the address an account leaves (email-change.ts), and the no-account one. */
  mail: AccountMail;
};

export function createAuthHooks({ env, prisma, mail }: Deps) {
  const before = createAuthMiddleware(async (ctx) => {
    // Clients reach better-auth through the router, which passes the request; calls without
    // one are our own server code (`auth.api.*`), free to use server-only endpoints.
    if (ctx.request) assertRouteEnabled(ctx.path);
    noteAuthRoute(ctx.path);
    const locale = localeFromHeaders(ctx.request?.headers ?? ctx.headers);
    const method = ctx.request?.method ?? ctx.method;
    if (env.demoMode && demoModeRefuses(ctx.path, method, ctx.body)) {
      await recordAuditEvent(prisma, {
        action: "DEMO_REFUSAL",
        targetType: "AuthRoute",
        targetId: ctx.path ?? null,
      });
      throw demoModeError();
    }
    const checked = checkAuthInput(ctx.path, ctx.body, ctx.query, locale);
    const body: unknown = checked.body ?? ctx.body;
    // A banned user's session, or an impersonation its admin can no longer make, is no
    // session: the checks below and the route run without its cookie (session-rules.ts).
    const headers = await withoutUnusableSession(ctx, prisma);
    const sessionCtx = headers ? { ...ctx, headers } : ctx;
    await guardAccountChanges({ ...sessionCtx, body }, prisma);
    await assertAdminSessionToReturnTo(sessionCtx);
    await enforceEmailLimit(prisma, ctx.path, body, ctx.request?.headers ?? ctx.headers, () =>
      getSessionFromCtx(sessionCtx),
    );
    const email = (checked.body as { email?: unknown } | undefined)?.email;
    if (
      ctx.path === "/email-otp/send-verification-otp" &&
      typeof email === "string" &&
      !env.signupEnabled
    ) {
      // Same lookup for every address, so known and unknown ones cost the same time.
      const user = await prisma.user.findFirst({ where: { email }, select: { id: true } });
      // After the answer is on its way: rendering the e-mail must not slow this one down.
      if (!user) setImmediate(() => mail.noAccount({ to: email, locale }));
    }
    if (checked.body || headers) {
      return { context: { ...(checked.body ? { body: checked.body } : {}), headers } };
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (await unusableSessionAnswer(ctx, prisma)) return ctx.json(null);
    const headers = ctx.request?.headers ?? ctx.headers;
    await settleEmailLimit(prisma, ctx.path, ctx.body, ctx.context.returned, headers, () =>
      getSessionFromCtx(ctx),
    );
    await recordSignInFailure(prisma, ctx.path, ctx.body, ctx.context.returned);
    const locale = localeFromHeaders(ctx.request?.headers ?? ctx.headers);
    await afterEmailChange(prisma, mail, ctx, locale);
  });

  return { before, after };
}
