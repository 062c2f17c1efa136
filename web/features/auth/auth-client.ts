import { adminClient, emailOTPClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** better-auth on this origin, base path /api/auth (spec §7). */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [emailOTPClient(), adminClient()],
});

export type Session = typeof authClient.$Infer.Session;
