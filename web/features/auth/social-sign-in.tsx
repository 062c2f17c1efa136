import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import type { PublicConfig } from "../../config/public-config";
import type { MessageId } from "../../i18n/messages";
import { authErrorMessageId } from "./auth-error-message";
import { loadAuthClient, preloadAuthClient } from "./load-auth-client";
import { loginPath } from "./search-params";

type SocialSignInProps = { providers: PublicConfig["providers"]; redirect: string };

/**
 * One button per configured provider. better-auth answers with the provider's URL and
 * `redirect: true`, and its client sends the browser there. Back from the provider, /login
 * (signed in by then) forwards to `redirect` or the user's home, through onboarding when
 * the account is new; failures come back to /login/error?error=….
 */
export function SocialSignIn({ providers, redirect }: SocialSignInProps) {
  const intl = useIntl();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<MessageId | null>(null);

  async function signIn(provider: string) {
    setPending(provider);
    setError(null);
    const callbackURL = loginPath({ redirect });
    try {
      const authClient = await loadAuthClient();
      const result = await authClient.signIn.social({
        provider,
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: "/login/error",
      });
      if (result.error) {
        setError(authErrorMessageId(result.error));
        setPending(null);
      }
      // On success the page is being replaced: keep the spinner.
    } catch {
      setError("auth.errorCodes.UNKNOWN_ERROR");
      setPending(null);
    }
  }

  if (providers.length === 0) return null;
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
