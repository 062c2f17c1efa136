import { useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { authErrorMessageId } from "./auth-error-message";
import { loadAuthClient, preloadAuthClient } from "./load-auth-client";
import { DevAccounts } from "./dev-accounts";
import { emailSchema, validate } from "./schemas";
import { verifyPath, type LoginMode } from "./search-params";

type FormLoginProps = { redirect: string; mode: LoginMode; seedAccounts: string[] };

/**
 * Asks for an e-mail address, sends it a code, then opens the verify screen. Sign-in and
 * sign-up make the same call, so the answer never tells whether an account exists.
 */
export function FormLogin({ redirect, mode, seedAccounts }: FormLoginProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(emailSchema, email);
    if (!parsed.success) {
      setError(parsed.error);
      return;
    }

    setPending(true);
    setError(null);
    try {
      const authClient = await loadAuthClient();
      const result = await authClient.emailOtp.sendVerificationOtp({
        email: parsed.data,
        type: "sign-in",
      });
      if (result.error) {
        setError(authErrorMessageId(result.error));
        return;
      }
      await navigate(verifyPath({ email: parsed.data, redirect, mode }));
    } catch {
      setError("auth.errorCodes.UNKNOWN_ERROR");
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void sendCode(event)}
      onInput={preloadAuthClient}
      onPointerOver={preloadAuthClient}
      className="flex flex-col gap-4"
    >
      <Field
        ref={input}
        label={<FormattedMessage id="auth.login.emailLabel" />}
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        placeholder={intl.formatMessage({ id: "auth.login.emailPlaceholder" })}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error && intl.formatMessage({ id: error })}
      />
      <Button type="submit" loading={pending}>
        <FormattedMessage id="auth.login.submit" />
      </Button>
      <DevAccounts
        emails={seedAccounts}
        onPick={(picked) => {
          setEmail(picked);
          setError(null);
          input.current?.focus();
        }}
      />
    </form>
  );
}
