import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { noteAudit } from "../audit/context.ts";
import { firstFactorOn } from "./second-factor-audit.ts";

// Turning TOTP on ends the user's other sessions (docs/decisions/116). Until then the inbox was
// the only factor: whoever read it may hold a session made by one factor, which the challenge,
// asked only at sign-in, would never meet. better-auth's verify-totp turns the factor on when a
// session confirms a first code (it then replaces that session); the after-hook below removes
// every other session of the user, as /revoke-other-sessions does. Whether the request turns
// the factor on is read before the route runs (second-factor-audit.ts).

export const VERIFY_TOTP = "/two-factor/verify-totp";

/** After verify-totp: once the factor is on, only the session it made remains. */
export const endOtherSessions = createAuthMiddleware(async (ctx) => {
  const userId = firstFactorOn(ctx);
  if (!userId || isAPIError(ctx.context.returned)) return;
  const kept = ctx.context.newSession?.session.token;
  const others = (await ctx.context.internalAdapter.listSessions(userId))
    .map((session) => session.token)
    .filter((token) => token !== kept);
  if (others.length === 0) return;
  noteAudit({ hint: "SESSION_REVOKE" });
  await ctx.context.internalAdapter.deleteSessions(others);
});
