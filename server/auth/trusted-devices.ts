import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { turnedOn } from "./second-factor-audit.ts";

// Trusted devices end when the factors or the sessions change (docs/decisions/125). better-auth
// keeps a trusted device as a verification row `trust-device-<random>` whose value is the user
// id, named by the signed `trust_device` cookie, and deletes only the current browser's row
// when the factor is turned off. A device trusted under the old factors would otherwise skip
// the challenge of the new ones for 30 days, and a user who signs their other devices out
// would leave them able to sign in again with the inbox alone.

/** The rows of one user's trusted devices (as the admin's reset deletes them, ADR 117). */
export const trustedDevicesOf = (userId: string) => ({
  identifier: { startsWith: "trust-device-" },
  value: userId,
});

/** Routes whose success ends the caller's trusted devices: factors and sessions changed. */
const ENDS_TRUST = new Set([
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/passkey/verify-registration",
  "/passkey/delete-passkey",
  "/revoke-sessions",
  "/revoke-other-sessions",
]);
/** An admin ending a user's sessions ends that user's trusted devices too. */
const ADMIN_ENDS_TRUST = "/admin/revoke-user-sessions";
/** Ends them when it turns the authenticator on (read before the route, second-factor-audit). */
const VERIFY_TOTP = "/two-factor/verify-totp";

export const ENDS_TRUSTED_DEVICES: ReadonlySet<string> = new Set([
  ...ENDS_TRUST,
  ADMIN_ENDS_TRUST,
  VERIFY_TOTP,
]);

/** Whose trusted devices a request ends, read before the route replaces or ends the session. */
const owners = new WeakMap<Request, string>();

/** Before: the caller (the routes above all need a session; without one they refuse). */
export const noteTrustOwner = createAuthMiddleware(async (ctx) => {
  if (!ctx.request || !ENDS_TRUST.has(ctx.path ?? "")) return;
  const session = await getSessionFromCtx(ctx);
  if (session) owners.set(ctx.request, session.user.id);
});

/** After: on success, every trusted device of the user goes (their cookies then verify nothing). */
export function endTrustedDevices(prisma: PrismaClient) {
  return createAuthMiddleware(async (ctx) => {
    if (isAPIError(ctx.context.returned)) return;
    const userId =
      ctx.path === VERIFY_TOTP
        ? turnedOn(ctx.request)
        : ctx.path === ADMIN_ENDS_TRUST
          ? (ctx.body as { userId?: unknown } | undefined)?.userId
          : ctx.request && owners.get(ctx.request);
    if (typeof userId !== "string") return;
    await prisma.verification.deleteMany({ where: trustedDevicesOf(userId) });
  });
}
