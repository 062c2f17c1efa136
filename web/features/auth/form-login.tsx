import { useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { authCall, preloadAuthClient } from "./load-auth-client";
import { emailSchema } from "./schemas";
import { verifyPath, type LoginMode } from "./search-params";

type FormLoginProps = { redirect: string; mode: LoginMode; seedAccounts: string[] };

/** Sends a code, then opens the verify screen; sign-up makes the same call (no enumeration). */
export function FormLogin({ redirect, mode, seedAccounts }: FormLoginProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);

  function fill(value: string) {
    setEmail(value);
    setError(null);
  }

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailSchema(email);
    if (!parsed.success) return setError(parsed.error);
    setPending(true);
    setError(null);
    const failed = await authCall((client) =>
      client.emailOtp.sendVerificationOtp({ email: parsed.data, type: "sign-in" }),
    );
    setPending(false);
    if (failed) setError(failed);
    else await navigate(verifyPath({ email: parsed.data, redirect, mode }));
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
        // "webauthn": the browser may offer passkeys here too (passkey-sign-in.tsx).
        autoComplete="username webauthn"
        autoFocus
        placeholder={intl.formatMessage({ id: "auth.login.emailPlaceholder" })}
        value={email}
        onChange={(event) => fill(event.target.value)}
        error={error && intl.formatMessage({ id: error })}
      />
      <Button type="submit" loading={pending}>
        <FormattedMessage id="auth.login.submit" />
      </Button>
      {/* Development hint: the seeded accounts, one click to fill the e-mail field. */}
      {seedAccounts.length > 0 && (
        <section className="rounded-md border border-dashed border-zinc-300 p-3">
          <h2 className="text-xs font-medium text-zinc-600">
            <FormattedMessage id="auth.login.devAccounts.title" />
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {seedAccounts.map((account) => (
              <li key={account}>
                <button
                  type="button"
                  onClick={() => {
                    fill(account);
                    input.current?.focus();
                  }}
                  className="rounded bg-zinc-100 px-2 py-1 font-mono text-xs text-zinc-800 hover:bg-zinc-200"
                >
                  {account}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}
