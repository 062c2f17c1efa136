import { adminClient, emailOTPClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { demoModeNotice, isDemoModeError } from "../../components/demo-mode-store";

/** better-auth on this origin, base path /api/auth (docs/product.md §Auth calls). */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // twoFactorClient: its calls (/two-factor/*) and the session's `twoFactorEnabled`. Without a
  // `twoFactorPage` it never navigates: the screens decide where a challenge goes (ADR 115).
  plugins: [emailOTPClient(), adminClient(), twoFactorClient()],
  fetchOptions: {
    // The read-only demo refuses the call: explain why, wherever it came from.
    onError: ({ error }) => {
      if (isDemoModeError(error)) demoModeNotice.set(true);
    },
  },
});

export type Session = typeof authClient.$Infer.Session;
