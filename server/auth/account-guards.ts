import { getSessionFromCtx } from "better-auth/api";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { guardEmailChange, isEmailChangeStep } from "./email-change.ts";
import { authRefusal } from "./error-language.ts";
import { isLastAdmin } from "./last-admin.ts";
import { hasPermission, parseRoles } from "./permissions.ts";

// Account-level refusals on better-auth's routes (ADR 023), run from its `hooks.before`:
// what an impersonating admin may not do to the account, one's own roles, the last admin.

type SessionContext = Parameters<typeof getSessionFromCtx>[0];

/** Routes that would hand the account to someone else or end it: never while impersonating. */
const OWNER_ONLY = new Set([
  "/email-otp/request-email-change",
  "/email-otp/change-email",
  "/delete-user",
]);
/** Admin routes after which the target may no longer be an admin who can sign in. */
const REMOVES_ADMIN: Record<string, "ban" | "delete"> = {
  "/admin/ban-user": "ban",
  "/admin/remove-user": "delete",
};

export async function guardAccountChanges(
  ctx: SessionContext & { path?: string; body?: unknown },
  prisma: PrismaClient,
) {
  const path = ctx.path ?? "";
  const changesEmail = isEmailChangeStep(path, ctx.body);
  const needsSession =
    changesEmail || OWNER_ONLY.has(path) || path === "/admin/set-role" || path in REMOVES_ADMIN;
  if (!needsSession) return;
  // Without a session better-auth itself answers 401 on each of these routes.
  const session = await getSessionFromCtx(ctx);
  if (changesEmail) guardEmailChange(path, ctx.body, session);
  if (!session) return;

  if (OWNER_ONLY.has(path) && session.session.impersonatedBy) {
    throw authRefusal("FORBIDDEN", "IMPERSONATION_FORBIDDEN");
  }
  if (path === "/delete-user" && (await isLastAdmin(prisma, session.user.id))) {
    throw authRefusal("BAD_REQUEST", "CANNOT_REMOVE_LAST_ADMIN");
  }

  const body = (ctx.body ?? {}) as { userId?: unknown; role?: unknown };
  const target = typeof body.userId === "string" ? body.userId : undefined;
  // Callers without the permission get better-auth's own 403, as before.
  const action = path === "/admin/set-role" ? "set-role" : REMOVES_ADMIN[path];
  if (!target || !action || !hasPermission(session.user.role, { user: [action] })) return;

  if (path === "/admin/set-role") {
    if (target === session.user.id) {
      throw authRefusal("BAD_REQUEST", "YOU_CANNOT_CHANGE_YOUR_OWN_ROLES");
    }
    const roles = parseRoles([body.role].flat().join(","));
    if (roles.includes("admin")) return;
  } else if (target === session.user.id) {
    // better-auth refuses banning or removing oneself with its own codes.
    return;
  }
  if (await isLastAdmin(prisma, target)) {
    throw authRefusal("BAD_REQUEST", "CANNOT_REMOVE_LAST_ADMIN");
  }
}
