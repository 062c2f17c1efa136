import type { authClient as AuthClient } from "./auth-client";

// The better-auth client is ~13 kB gzip. The sign-in screens need it only to send a form,
// so they load it then (and warm it up as the visitor types): it is not in /login's first
// load (docs/decisions/027). Signed-in screens import auth-client.ts directly.

let loading: Promise<typeof AuthClient> | undefined;

/** The better-auth client, downloaded once; a failed download is retried on the next call. */
export function loadAuthClient(): Promise<typeof AuthClient> {
  if (!loading) {
    const attempt = import("./auth-client").then((m) => m.authClient);
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}

/** Starts the download early (on intent); a failure surfaces when the form is sent. */
export function preloadAuthClient(): void {
  loadAuthClient().catch(() => {});
}
