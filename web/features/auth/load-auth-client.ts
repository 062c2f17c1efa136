import type { MessageId } from "../../i18n/messages";
import type { authClient as AuthClient } from "./auth-client";
import { authErrorMessageId, type AuthClientError } from "./auth-error-message";

// The better-auth client is ~13 kB gzip, more than /login's budget leaves (docs/decisions/027):
// the sign-in screens load it when a form is used, warmed up on intent. Signed-in screens
// import auth-client.ts directly.
export const loadAuthClient = () => import("./auth-client").then((m) => m.authClient);

/** Starts the download early (on intent); a failure surfaces when the form is sent. */
export function preloadAuthClient(): void {
  loadAuthClient().catch(() => {});
}

/** Runs a better-auth call: null once it succeeded, else the message id of its failure. */
export async function authCall(
  call: (client: typeof AuthClient) => Promise<{ error: AuthClientError | null }>,
): Promise<MessageId | null> {
  try {
    const { error } = await call(await loadAuthClient());
    return error ? authErrorMessageId(error) : null;
  } catch {
    return "auth.errorCodes.UNKNOWN_ERROR";
  }
}

export type AuthResult<T> = { ok: true; data: T } | { ok: false; error: MessageId };

/** Runs a better-auth call whose answer is needed: its data, or the message id of its failure. */
export async function authRequest<T>(
  call: (client: typeof AuthClient) => Promise<{ data: T | null; error: AuthClientError | null }>,
): Promise<AuthResult<T>> {
  try {
    const { data, error } = await call(await loadAuthClient());
    if (error || data === null) return { ok: false, error: authErrorMessageId(error ?? {}) };
    return { ok: true, data };
  } catch {
    return { ok: false, error: "auth.errorCodes.UNKNOWN_ERROR" };
  }
}
