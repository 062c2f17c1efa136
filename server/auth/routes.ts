import { authRefusal } from "./error-language.ts";

// The better-auth routes Groundwork answers; every other route of better-auth or its plugins
// answers 404: password routes (there are no passwords), code types the product never sends,
// account linking, the admin writes GraphQL does with the shared validation, and
// /organization/* (closed until built whole, audited and with screens: ADR 071). Not
// /list-sessions, /revoke-session and their admin twins either: they hand out and take session
// tokens, which never leave the server (ADR 031). An allow-list, not better-auth's
// `disabledPaths`: that one matches exact paths only (not `/reset-password/:token`) and lets any
// route a better-auth upgrade adds through unreviewed.

/** Route patterns as better-auth declares them (`ctx.path`), without the `/api/auth` base. */
export const ENABLED_AUTH_ROUTES: ReadonlySet<string> = new Set([
  // Signing in and out.
  "/get-session",
  "/sign-out",
  "/sign-in/social",
  "/callback/:id",
  "/email-otp/send-verification-otp",
  "/sign-in/email-otp",
  // The account.
  "/update-user",
  "/delete-user",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
  "/revoke-sessions",
  "/revoke-other-sessions",
  // A second factor (docs/decisions/115): set up, answered, turned off. Not get-totp-uri: it
  // hands the secret to any session, again after the setup (ADR 117).
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
  // Passkeys (docs/decisions/118): registered from the account page (a fresh session), a
  // sign-in from /login or in place of the challenge, listed, renamed and removed by their owner.
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-authentication",
  "/passkey/list-user-passkeys",
  "/passkey/update-passkey",
  "/passkey/delete-passkey",
  // Admins.
  "/admin/list-users",
  "/admin/set-role",
  "/admin/ban-user",
  "/admin/unban-user",
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/admin/revoke-user-sessions",
  "/admin/remove-user",
]);

/** Refuses a route outside the allow-list as if it did not exist. */
export function assertRouteEnabled(path: string | undefined) {
  if (path && ENABLED_AUTH_ROUTES.has(path)) return;
  throw authRefusal("NOT_FOUND", "NOT_FOUND");
}
