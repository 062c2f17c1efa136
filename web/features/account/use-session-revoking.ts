import { useState } from "react";
import { useIntl } from "react-intl";
import { refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import type { MessageId } from "../../i18n/messages";
import type { MutationResult } from "../../relay/mutation";
import { useRevokeSessionMutation } from "./use-revoke-session-mutation";

type Messages = { revoked: MessageId; revokedAll: MessageId; failed: MessageId };

/**
 * Revoking from a session list (the account's own, a user's in the manager): one session at a
 * time from its row, or all the others from a ConfirmDialog (`confirmRevokeAll` is its
 * action), each with its toast or message. `revokeAll` resolves with how many it ended.
 */
export function useSessionRevoking(
  connectionId: string,
  revokeAll: () => Promise<MutationResult<number>>,
  messages: Messages,
) {
  const intl = useIntl();
  const [revoke] = useRevokeSessionMutation(connectionId);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = () => intl.formatMessage({ id: messages.failed });

  async function revokeOne(id: string) {
    setPending(id);
    setError(null);
    const result = await revoke(id);
    setPending(null);
    if (!result.ok) return setError(refusalText(result.error, failed()) ?? null);
    toast.success(intl.formatMessage({ id: messages.revoked }));
  }

  async function confirmRevokeAll() {
    const result = await revokeAll();
    if (!result.ok) return refusalText(result.error, failed());
    toast.success(intl.formatMessage({ id: messages.revokedAll }, { count: result.value }));
  }

  return { pending, error, revokeOne, confirmRevokeAll };
}
