import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { callState } from "./call-state.ts";
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
  // One session ended (a lost laptop's) ends them all: a trust row names no session.
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
]);
/** An admin ending a user's sessions, or banning them, ends that user's trusted devices too. */
const ADMIN_ENDS_TRUST = new Set(["/admin/revoke-user-sessions", "/admin/ban-user"]);
/** An admin ending one session of a user: its owner, read before the route deletes it. */
const ADMIN_ENDS_SESSION = "/admin/revoke-user-session";
/** Ends them when it turns the authenticator on (read before the route, second-factor-audit). */
const VERIFY_TOTP = "/two-factor/verify-totp";

export const ENDS_TRUSTED_DEVICES: ReadonlySet<string> = new Set([
  ...ENDS_TRUST,
  ...ADMIN_ENDS_TRUST,
  ADMIN_ENDS_SESSION,
  VERIFY_TOTP,
]);

/** Whose trusted devices a call ends, read before the route replaces or ends the session. */
const owners = callState<string>();

type HookContext = Parameters<typeof getSessionFromCtx>[0];

const bodyField = (ctx: HookContext, name: string) => {
  const value = (ctx.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
};

/** The user whose trusted devices the call would end, if it succeeds. */
async function ownerOf(ctx: HookContext): Promise<string | undefined> {
  const path = ctx.path ?? "";
  if (ENDS_TRUST.has(path)) return (await getSessionFromCtx(ctx))?.user.id;
  if (ADMIN_ENDS_TRUST.has(path)) return bodyField(ctx, "userId");
  const token = path === ADMIN_ENDS_SESSION ? bodyField(ctx, "sessionToken") : undefined;
  return token && (await ctx.context.internalAdapter.findSession(token))?.session.userId;
}

/**
 * Before: the owner, from the browser's request or a server-side `auth.api` call alike (the
 * GraphQL mutations pass headers only). The routes refuse callers without the right to them.
 */
export const noteTrustOwner = createAuthMiddleware(async (ctx) => {
  const owner = ctx.path === VERIFY_TOTP ? undefined : await ownerOf(ctx);
  if (owner) owners.set(ctx, owner);
});

/** After: on success, every trusted device of the user goes (their cookies then verify nothing). */
export function endTrustedDevices(prisma: PrismaClient) {
  return createAuthMiddleware(async (ctx) => {
    if (isAPIError(ctx.context.returned)) return;
    const userId = ctx.path === VERIFY_TOTP ? turnedOn(ctx) : owners.get(ctx);
    if (!userId) return;
    await prisma.verification.deleteMany({ where: trustedDevicesOf(userId) });
  });
}
