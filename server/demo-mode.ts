// DEMO_MODE (spec §1/§4): a read-only demo. Visitors may sign in (with the seeded accounts,
// sign-up being off) and out; every other auth action that would change something is
// refused with 403 { code: "DEMO_MODE" }, as GraphQL mutations are (server/yoga.ts).

/** Auth POST routes a visitor of the demo still needs: signing in and out. */
const ALLOWED_POSTS = new Set([
  "/api/auth/email-otp/send-verification-otp",
  "/api/auth/email-otp/check-verification-otp",
  "/api/auth/sign-in/email-otp",
  "/api/auth/sign-in/social",
  "/api/auth/sign-in/oauth2",
  "/api/auth/sign-out",
  // Ends an impersonation: can only give a session back, never change data.
  "/api/auth/admin/stop-impersonating",
]);
// Providers that answer with a form post (OpenID Connect `form_post`) land here.
const ALLOWED_POST_PREFIXES = ["/api/auth/callback/", "/api/auth/oauth2/callback/"];

/** Whether demo mode refuses this auth POST. */
export function demoModeRefuses(path: string, body: Record<string, unknown>): boolean {
  if (ALLOWED_POST_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  if (!ALLOWED_POSTS.has(path)) return true;
  // A code to verify an address or reset something is not signing in.
  if (path === "/api/auth/email-otp/send-verification-otp") return body.type !== "sign-in";
  return false;
}

export function demoModeResponse(): Response {
  return Response.json(
    { code: "DEMO_MODE", message: "This is a read-only demo, this action is disabled." },
    { status: 403 },
  );
}

/** The addresses whose mail the demo keeps in its public mailbox. */
export const DEMO_MAILBOX_ADDRESSES: ReadonlySet<string> = new Set([
  "admin@example.com",
  "user@example.com",
]);
