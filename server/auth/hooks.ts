import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { afterEmailChange, guardAccountChanges, guardAdminRoutes } from "./account-guards.ts";
import { enforceEmailLimit, recordSignInFailure, settleEmailLimit } from "./email-limits.ts";
import { noteAuthRoute, noteOrganizationActor } from "../audit/auth-hooks.ts";
import { recordAuditEvent } from "../audit/record.ts";
import { checkAuthInput } from "./input.ts";
import { assertRouteEnabled } from "./routes.ts";
import {
  assertAdminSessionToReturnTo,
  assertSignedOut,
  unusableSessionAnswer,
  withoutUnusableSession,
} from "./session-rules.ts";
import { demoModeError, demoModeRefuses } from "../demo-mode.ts";
import type { AccountMail } from "../email/account-mail.ts";
import type { Env } from "../env.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { localeFromHeaders } from "../i18n.ts";

// Groundwork's rules on better-auth's routes, as its `hooks` (ADR 008, ADR 023): they see the
// route better-auth matched and the body it parsed, so no content type, path spelling or body
// encoding slips past them, and server-side `auth.api` calls go through them too. Cheapest
// refusals first, the per-address count last so refusals do not spend it.

type Deps = { env: Env; prisma: PrismaClient; mail: AccountMail; now: () => number };

export function createAuthHooks({ env, prisma, mail, now }: Deps) {
  const { organizationsPerUser, membersPerOrganization, teamsPerOrganization } =
    env.organizationLimits;
  const organizationLimits = {
    organizations: organizationsPerUser,
    members: membersPerOrganization,
    teams: teamsPerOrganization,
  };
  const before = createAuthMiddleware(async (ctx) => {
    // Clients reach better-auth through the router, which passes the request; calls without
    // one are our own server code (`auth.api.*`), free to use server-only endpoints.
    if (ctx.request) assertRouteEnabled(ctx.path);
    noteAuthRoute(ctx.path, ctx.params);
    const locale = localeFromHeaders(ctx.request?.headers ?? ctx.headers);
    if (env.demoMode && demoModeRefuses(ctx.path, ctx.request?.method ?? ctx.method, ctx.body)) {
      await recordAuditEvent(prisma, {
        action: "DEMO_REFUSAL",
        targetType: "AuthRoute",
        targetId: ctx.path ?? null,
      });
      throw demoModeError();
    }
    const checked = checkAuthInput(ctx.path, ctx.body, ctx.query, locale);
    const body: unknown = checked ?? ctx.body;
    // A banned user's session, or an impersonation its admin can no longer make, is no
    // session: the checks below and the route run without its cookie (session-rules.ts).
    const headers = await withoutUnusableSession(ctx, prisma);
    noteOrganizationActor(ctx.path, ctx, organizationLimits);
    const guarded = { ...ctx, body, headers: headers ?? ctx.headers };
    await guardAdminRoutes(guarded, env.requireAdminMfa);
    await guardAccountChanges(guarded, prisma, now());
    await assertAdminSessionToReturnTo(guarded);
    await enforceEmailLimit(prisma, guarded);
    const email = checked?.email;
    if (
      ctx.path === "/email-otp/send-verification-otp" &&
      typeof email === "string" &&
      !env.signupEnabled
    ) {
      // Same lookup for every address, so known and unknown ones cost the same time.
      const user = await prisma.user.findFirst({ where: { email }, select: { id: true } });
      // Enqueued before the answer, as a known address's code is (better-auth's
      // sendVerificationOTP): both answers wait for one stored job, neither for SMTP.
      if (!user) await mail.noAccount({ to: email, locale });
    }
    if (checked || headers) {
      return { context: { ...(checked ? { body: checked } : {}), headers } };
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (await unusableSessionAnswer(ctx, prisma)) return ctx.json(null);
    await settleEmailLimit(prisma, ctx);
    await recordSignInFailure(prisma, ctx);
    // better-auth runs after-hooks on refused requests too: what follows acts on a success
    // only, so a refusal keeps its own code (a refused sign-out is not FAILED_TO_SIGN_OUT).
    if (isAPIError(ctx.context.returned)) return;
    await assertSignedOut(ctx);
    await afterEmailChange(
      prisma,
      mail,
      ctx,
      localeFromHeaders(ctx.request?.headers ?? ctx.headers),
    );
  });

  return { before, after };
}
