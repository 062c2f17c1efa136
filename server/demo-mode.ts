import { APIError } from "better-auth/api";

// DEMO_MODE (docs/product.md §Product/§Flows): a read-only demo. Visitors may sign in (with the seeded accounts,
// sign-up being off) and out; every other auth action that would change something is
// refused with 403 { code: "DEMO_MODE" }, as GraphQL mutations are (server/graphql/yoga.ts). Checked
// in better-auth's `hooks.before` on its route patterns and the body it parsed.

/** Auth routes a visitor of the demo still needs: signing in and out, reading the session. */
const ALLOWED = new Set([
  "/get-session",
  "/email-otp/send-verification-otp",
  "/sign-in/email-otp",
  "/sign-in/social",
  // Providers that answer with a form post (OpenID Connect `form_post`) land here.
  "/callback/:id",
  "/sign-out",
  // Ends an impersonation: can only give a session back, never change data.
  "/admin/stop-impersonating",
]);

/** Whether demo mode refuses this call (`method` is undefined for server-side calls). */
export function demoModeRefuses(
  path: string | undefined,
  method: string | undefined,
  body: unknown,
) {
  if (method === "GET") return false;
  if (!path || !ALLOWED.has(path)) return true;
  // A code to verify an address or reset something is not signing in.
  if (path === "/email-otp/send-verification-otp") {
    return (body as { type?: unknown } | undefined)?.type !== "sign-in";
  }
  return false;
}

export function demoModeError() {
  return new APIError("FORBIDDEN", {
    code: "DEMO_MODE",
    message: "This is a read-only demo, this action is disabled.",
  });
}

/** The addresses whose mail the demo keeps in its public mailbox. */
export const DEMO_MAILBOX_ADDRESSES: ReadonlySet<string> = new Set([
  "admin@example.com",
  "user@example.com",
]);
