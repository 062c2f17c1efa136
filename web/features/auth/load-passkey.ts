// The WebAuthn code and the better-auth client are loaded when a passkey ceremony starts, not
// with the page (docs/decisions/027, 118): the sign-in screens gain this file only.
export const loadPasskeyCeremony = () => import("./passkey-ceremony");

/** Whether this browser can use passkeys at all (WebAuthn); false where it cannot. */
export function supportsPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Whether the browser offers passkeys among the e-mail field's suggestions (conditional UI). */
export async function supportsPasskeyAutofill(): Promise<boolean> {
  if (!supportsPasskeys()) return false;
  const check = window.PublicKeyCredential.isConditionalMediationAvailable;
  return typeof check === "function"
    ? check.call(window.PublicKeyCredential).catch(() => false)
    : false;
}
