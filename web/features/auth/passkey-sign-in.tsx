import { useEffect, useEffectEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import type { MessageId } from "../../i18n/messages";
import { loadPasskeyCeremony, supportsPasskeyAutofill, supportsPasskeys } from "./load-passkey";
import type { CeremonyResult } from "./passkey-ceremony";

type PasskeySignInProps = {
  /** Where the browser goes once signed in (a full session: a passkey is both factors). */
  onSignedIn: () => void;
  /** Offer the passkeys among the e-mail field's suggestions too (`username webauthn`). */
  autofill?: boolean;
};

/**
 * "Sign in with a passkey", and the browser's autofill (conditional UI) where it offers it.
 * The WebAuthn code loads when either starts (docs/decisions/118); where the browser has no
 * WebAuthn at all, nothing is shown.
 */
export function PasskeySignIn({ onSignedIn, autofill = false }: PasskeySignInProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  const [supported] = useState(supportsPasskeys);

  function settle(result: CeremonyResult) {
    if (result === null) return onSignedIn();
    if (result !== "cancelled") setError(result);
  }
  const settleAutofill = useEffectEvent(settle);

  useEffect(() => {
    if (!autofill) return;
    let active = true;
    let ceremony: Awaited<ReturnType<typeof loadPasskeyCeremony>> | null = null;
    void (async () => {
      if (!(await supportsPasskeyAutofill()) || !active) return;
      ceremony = await loadPasskeyCeremony().catch(() => null);
      if (!ceremony || !active) return;
      const result = await ceremony.signInWithPasskey({ autofill: true });
      if (active) settleAutofill(result);
    })();
    return () => {
      active = false;
      ceremony?.cancelPasskeyCeremony();
    };
  }, [autofill]);

  async function signIn() {
    setPending(true);
    setError(null);
    const result = await loadPasskeyCeremony().then(
      (ceremony) => ceremony.signInWithPasskey(),
      (): CeremonyResult => "auth.errorCodes.UNKNOWN_ERROR",
    );
    // Signed in, the page is being replaced: keep the spinner.
    if (result !== null) setPending(false);
    settle(result);
  }

  if (!supported) return null;
  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" loading={pending} onClick={() => void signIn()}>
        <FormattedMessage id="auth.login.passkey" />
      </Button>
      <ErrorText>{error && intl.formatMessage({ id: error })}</ErrorText>
    </div>
  );
}
