import { canEnterManager } from "#shared/auth/roles";
import { safeRedirect } from "./safe-redirect";

// The roles and their grants are shared with the server (shared/auth/roles.ts). These only
// decide where to send people and which guard to show; the server refuses manager calls
// from anyone else anyway.

/**
 * Where a user lands by default: admins on the manager dashboard (docs/decisions/021),
 * everyone else in the app.
 */
export function homePath(role: string | null | undefined): string {
  return canEnterManager(role) ? "/manager/dashboard" : "/app";
}

/** The `redirect` search parameter when it stays on this site, else the user's home. */
export function afterSignInPath(redirect: string, role: string | null | undefined): string {
  return safeRedirect(redirect, homePath(role));
}
