import { useState } from "react";
import { useIntl } from "react-intl";
import { toast } from "../../components/toast";
import type { MessageId } from "../../i18n/messages";
import type { MutationError, MutationResult } from "../../relay/mutation-result";
import { useRevokeSessionMutation } from "./use-revoke-session-mutation";

type Messages = { revoked: MessageId; revokedAll: MessageId; failed: MessageId };

/**
 * Revoking from a session list (the account's own, a user's in the manager): one session at a
 * time from its row, or all the others after a confirmation, each with its toast or message.
 * `revokeAll` resolves with how many sessions it ended.
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
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  // A demo-mode refusal has opened the read-only notice already: no second message.
  const messageOf = (failure: MutationError) =>
    failure.demoMode ? null : (failure.message ?? intl.formatMessage({ id: messages.failed }));

  async function revokeOne(id: string) {
    setPending(id);
    setError(null);
    const result = await revoke(id);
    setPending(null);
    if (!result.ok) return setError(messageOf(result.error));
    toast.success(intl.formatMessage({ id: messages.revoked }));
  }

  async function confirmRevokeAll() {
    setConfirmError(null);
    const result = await revokeAll();
    if (!result.ok) return setConfirmError(messageOf(result.error));
    setConfirmOpen(false);
    toast.success(intl.formatMessage({ id: messages.revokedAll }, { count: result.value }));
  }

  function closeConfirm() {
    setConfirmOpen(false);
    setConfirmError(null);
  }

  const openConfirm = () => setConfirmOpen(true);
  return {
    pending,
    error,
    confirmOpen,
    openConfirm,
    closeConfirm,
    confirmError,
    revokeOne,
    confirmRevokeAll,
  };
}
