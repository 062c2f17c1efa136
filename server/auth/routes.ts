import { authRefusal } from "./error-language.ts";

// The better-auth routes Groundwork answers. Everything else better-auth
// or its plugins serve answers 404: password routes (there are no passwords), the code types
// the product never sends, account linking, and the admin writes GraphQL does with the
// shared validation (createUser/updateUser). An allow-list rather than better-auth's
// `disabledPaths`: that one matches exact paths only (not `/reset-password/:token`) and lets
// any route a better-auth upgrade adds through unreviewed.

const SIGN_IN = [
  "/get-session",
  "/sign-out",
  "/sign-in/social",
  "/callback/:id",
  "/email-otp/send-verification-otp",
  "/sign-in/email-otp",
];
const ACCOUNT = [
  "/update-user",
  "/delete-user",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
  // Not /list-sessions, /revoke-session and their admin twins: they hand out and take session
  // tokens, which must never leave the server. GraphQL lists and revokes sessions by id
  // (docs/decisions/031).
  "/revoke-sessions",
  "/revoke-other-sessions",
];
const ADMIN = [
  "/admin/list-users",
  "/admin/set-role",
  "/admin/ban-user",
  "/admin/unban-user",
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/admin/revoke-user-sessions",
  "/admin/remove-user",
];
// No /organization/* route: the organization plugin stays loaded for its permission model and
// error codes (docs/product.md §Permissions), but its routes wrote no audit events (issue 32),
// so they answer 404 until the organizations issue (issue 37) builds them whole, audited and
// with screens (docs/decisions/071).

/** Route patterns as better-auth declares them (`ctx.path`), without the `/api/auth` base. */
export const ENABLED_AUTH_ROUTES: ReadonlySet<string> = new Set([...SIGN_IN, ...ACCOUNT, ...ADMIN]);

/** Refuses a route outside the allow-list as if it did not exist. */
export function assertRouteEnabled(path: string | undefined) {
  if (path && ENABLED_AUTH_ROUTES.has(path)) return;
  throw authRefusal("NOT_FOUND", "NOT_FOUND");
}
