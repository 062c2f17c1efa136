import { useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { authClient } from "./auth-client";
import { authErrorMessageId } from "./auth-error-message";
import { safeRedirect } from "./safe-redirect";
import { codeSchema, validate } from "./schemas";

type FormLoginVerifyProps = {
  email: string;
  redirect: string;
  expiresInMinutes: number;
};

/** Checks the one-time code sent to `email`, then opens `redirect` (or /app). */
export function FormLoginVerify({ email, redirect, expiresInMinutes }: FormLoginVerifyProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState<"confirm" | "resend" | null>(null);
  const [resent, setResent] = useState(false);

  function fail(id: MessageId) {
    setError(id);
    input.current?.focus();
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(codeSchema, code);
    if (!parsed.success) return fail(parsed.error);

    setPending("confirm");
    setError(null);
    try {
      const result = await authClient.signIn.emailOtp({ email, otp: parsed.data });
      if (result.error) return fail(authErrorMessageId(result.error));
      await navigate(safeRedirect(redirect), { replace: true });
    } catch {
      fail("auth.errors.unknown");
    } finally {
      setPending(null);
    }
  }

  async function resend() {
    setPending("resend");
    setError(null);
    setResent(false);
    try {
      const result = await authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" });
      if (result.error) return fail(authErrorMessageId(result.error));
      setCode("");
      setResent(true);
      input.current?.focus();
    } catch {
      fail("auth.errors.unknown");
    } finally {
      setPending(null);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void confirm(event)} className="flex flex-col gap-4">
      <Field
        ref={input}
        label={<FormattedMessage id="auth.verify.codeLabel" />}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        spellCheck={false}
        className="font-mono tracking-[0.3em]"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        hint={<FormattedMessage id="auth.verify.expiry" values={{ minutes: expiresInMinutes }} />}
        error={error && intl.formatMessage({ id: error })}
      />
      {resent && (
        <p role="status" className="text-sm text-emerald-700">
          <FormattedMessage id="auth.verify.resent" />
        </p>
      )}
      <Button type="submit" loading={pending === "confirm"} disabled={pending !== null}>
        <FormattedMessage id="auth.verify.submit" />
      </Button>
      <Button
        variant="ghost"
        loading={pending === "resend"}
        disabled={pending !== null}
        onClick={() => void resend()}
      >
        <FormattedMessage id="auth.verify.resend" />
      </Button>
    </form>
  );
}
