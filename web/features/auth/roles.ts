import { safeRedirect } from "./safe-redirect";

/**
 * Roles whose statements include `apps: ["manager"]`. Mirrors server/auth/permissions.ts, which is
 * the truth: the web may not import server code, and this only decides where to send people
 * and which guard to show; the server refuses manager calls from anyone else anyway.
 */
const MANAGER_ROLES: ReadonlySet<string> = new Set(["admin"]);

/** better-auth's admin plugin stores roles comma-separated ("admin,user"); none means user. */
export function parseRoles(role: string | null | undefined): string[] {
  const roles = (role ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  return roles.length > 0 ? roles : ["user"];
}

export function canEnterManager(role: string | null | undefined): boolean {
  return parseRoles(role).some((value) => MANAGER_ROLES.has(value));
}

/** Where a user lands by default: admins in the manager area, everyone else in the app. */
export function homePath(role: string | null | undefined): string {
  return canEnterManager(role) ? "/manager" : "/app";
}

/** The `redirect` search parameter when it stays on this site, else the user's home. */
export function afterSignInPath(redirect: string, role: string | null | undefined): string {
  return safeRedirect(redirect, homePath(role));
}
