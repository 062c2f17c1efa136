import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { MessageId } from "../../i18n/messages";
import { authClient } from "./auth-client";
import { authErrorMessageId } from "./auth-error-message";

// The browser's half of a passkey ceremony (docs/decisions/118): better-auth's passkey routes
// through the app's better-auth client, the WebAuthn call through SimpleWebAuthn, the library
// the server plugin checks answers with. Loaded only when a ceremony starts (load-passkey.ts):
// 3.1 kB of gzip, and the better-auth client's 13.2 kB, that no page needs to render.

/** null once done, "cancelled" when the person (or a newer ceremony) stopped it, else a message. */
export type CeremonyResult = null | "cancelled" | MessageId;

const UNKNOWN: MessageId = "auth.errorCodes.UNKNOWN_ERROR";

/** Adds a passkey to the signed-in account: the browser asks, the server checks and stores. */
export async function registerPasskey(name: string): Promise<CeremonyResult> {
  const options = await authClient.$fetch<PublicKeyCredentialCreationOptionsJSON>(
    "/passkey/generate-register-options",
    { method: "GET" },
  );
  if (options.error) return authErrorMessageId(options.error);
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return browserFailure(error, "auth.errorCodes.PREVIOUSLY_REGISTERED");
  }
  const verified = await authClient.$fetch("/passkey/verify-registration", {
    method: "POST",
    body: { response, name },
  });
  return verified.error ? authErrorMessageId(verified.error) : null;
}

/**
 * Signs in with a passkey: from a button (the browser's dialog) or, with `autofill`, from the
 * e-mail field's suggestions (conditional mediation), which waits until the person picks one.
 */
export async function signInWithPasskey({ autofill = false } = {}): Promise<CeremonyResult> {
  const options = await authClient.$fetch<PublicKeyCredentialRequestOptionsJSON>(
    "/passkey/generate-authenticate-options",
    { method: "GET" },
  );
  if (options.error) return authErrorMessageId(options.error);
  let response: unknown;
  try {
    response = await startAuthentication({
      optionsJSON: options.data,
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    return browserFailure(error);
  }
  const verified = await authClient.$fetch("/passkey/verify-authentication", {
    method: "POST",
    body: { response },
  });
  return verified.error ? authErrorMessageId(verified.error) : null;
}

/** Ends a waiting autofill ceremony (leaving /login). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

function browserFailure(error: unknown, previouslyRegistered: MessageId = UNKNOWN): CeremonyResult {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  // The person closed the browser's dialog, it timed out, or a newer ceremony replaced this one.
  if (name === "NotAllowedError" || name === "AbortError") return "cancelled";
  if (code === "ERROR_CEREMONY_ABORTED") return "cancelled";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return previouslyRegistered;
  return UNKNOWN;
}
