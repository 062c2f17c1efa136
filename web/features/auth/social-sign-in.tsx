import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import type { PublicConfig } from "../../config/public-config";
import type { MessageId } from "../../i18n/messages";
import { authCall, preloadAuthClient } from "./load-auth-client";
import { loginPath } from "./search-params";

type SocialSignInProps = { providers: PublicConfig["providers"]; redirect: string };

/**
 * One button per provider; better-auth's client sends the browser there. Back signed in, /login
 * forwards to `redirect` (through onboarding when new); failures land on /login/error.
 */
export function SocialSignIn({ providers, redirect }: SocialSignInProps) {
  const intl = useIntl();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<MessageId | null>(null);

  async function signIn(provider: string) {
    setPending(provider);
    setError(null);
    const callbackURL = loginPath({ redirect });
    const failed = await authCall((client) =>
      client.signIn.social({
        provider,
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: "/login/error",
      }),
    );
    // On success the page is being replaced: keep the spinner.
    if (failed) {
      setError(failed);
      setPending(null);
    }
  }

  return (
    <div
      className="flex flex-col gap-3"
      onPointerOver={preloadAuthClient}
      onFocus={preloadAuthClient}
    >
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          loading={pending === provider.id}
          disabled={pending !== null}
          onClick={() => void signIn(provider.id)}
        >
          <FormattedMessage id="auth.login.withProvider" values={{ provider: provider.name }} />
        </Button>
      ))}
      <ErrorText>{error && intl.formatMessage({ id: error })}</ErrorText>
    </div>
  );
}
