import type { MessageId } from "../../i18n/messages";
import { authErrorMessageId } from "../auth/auth-error-message";
import { loadAuthClient } from "../auth/load-auth-client";

// better-auth's passkey routes the account page calls (docs/decisions/118), through the
// better-auth client loaded when the section mounts: the page itself does not carry it
// (docs/decisions/027). Adding one is a browser ceremony (features/auth/passkey-ceremony.ts),
// loaded on the button. Each call answers a message id on failure.

export type Passkey = { id: string; name?: string | null; createdAt?: string | null };

export const loadPasskeyCeremony = () => import("../auth/passkey-ceremony");

/** Whether this browser has WebAuthn, so it can create a passkey at all. */
export const canCreatePasskeys = () => typeof window.PublicKeyCredential === "function";

export async function listPasskeys(): Promise<Passkey[] | MessageId> {
  const client = await loadAuthClient();
  const { data, error } = await client.$fetch<Passkey[]>("/passkey/list-user-passkeys", {
    method: "GET",
  });
  return error ? authErrorMessageId(error) : data;
}

export async function renamePasskey(id: string, name: string): Promise<MessageId | null> {
  const client = await loadAuthClient();
  const { error } = await client.$fetch("/passkey/update-passkey", {
    method: "POST",
    body: { id, name },
  });
  return error ? authErrorMessageId(error) : null;
}

export async function removePasskey(id: string): Promise<MessageId | null> {
  const client = await loadAuthClient();
  const { error } = await client.$fetch("/passkey/delete-passkey", {
    method: "POST",
    body: { id },
  });
  return error ? authErrorMessageId(error) : null;
}
