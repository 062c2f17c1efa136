import { useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { CODE_INPUT_PROPS } from "./code-input-props";
import { authCall, preloadAuthClient } from "./load-auth-client";
import { codeSchema } from "./schemas";
import { loginPath, secondFactorPath, type LoginMode } from "./search-params";
import { useCountdown } from "./use-countdown";

// Seconds before a new code can be asked for.
const RESEND_COOLDOWN_SECONDS = 30;

type FormLoginVerifyProps = {
  email: string;
  redirect: string;
  mode: LoginMode;
  expiresInMinutes: number;
};

/** Checks the code sent to `email`, then goes through /login, whose loader sends the user on. */
export function FormLoginVerify({ email, redirect, mode, expiresInMinutes }: FormLoginVerifyProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState<"confirm" | "resend" | null>(null);
  const [resent, setResent] = useState(false);
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);

  function fail(id: MessageId) {
    setError(id);
    input.current?.focus();
  }

  // Set at once, unlike `pending`: an Enter pressed in the same tick as the 6th symbol finds it.
  const checking = useRef(false);
  // The field as typed, read when a check ends: a correction made meanwhile wins over its answer.
  const typed = useRef("");

  async function confirm(value: string) {
    if (checking.current) return;
    const parsed = codeSchema(value);
    if (!parsed.success) return fail(parsed.error);
    checking.current = true;
    setPending("confirm");
    setError(null);
    const answer = { challenged: false };
    const failed = await authCall(async (client) => {
      const result = await client.signIn.emailOtp({ email, otp: parsed.data });
      answer.challenged = isSecondFactorChallenge(result.data);
      return result;
    });
    // Still held on success: the page is leaving, and nothing more is sent meanwhile.
    // With a second factor on, the code made no session yet (docs/decisions/115): the
    // challenge comes next, and replaces this screen, whose code is spent.
    if (!failed && answer.challenged) {
      return void navigate(secondFactorPath({ redirect }), { replace: true });
    }
    // A whole page load, as signing out is: the pages a signed-out visitor asked for (the
    // link that sent them here) left their anonymous answers in the Relay store, which the
    // signed-in app must not reuse.
    if (!failed) return window.location.replace(loginPath({ redirect }));
    checking.current = false;
    setPending(null);
    // Compared as codes: "abc123" retyped as "ABC 123" is the refused code, not a correction.
    const latest = codeSchema(typed.current);
    if (latest.success && latest.data === parsed.data) return fail(failed);
    // A finished correction is checked now; an unfinished one waits for its last symbol.
    if (latest.success) return confirm(typed.current);
  }

  async function resend() {
    setPending("resend");
    setError(null);
    setResent(false);
    const failed = await authCall((client) =>
      client.emailOtp.sendVerificationOtp({ email, type: "sign-in" }),
    );
    setPending(null);
    if (failed) return fail(failed);
    setCode("");
    typed.current = "";
    setResent(true);
    cooldown.restart();
    input.current?.focus();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm(code);
      }}
      onInput={preloadAuthClient}
      onPointerOver={preloadAuthClient}
      className="flex flex-col gap-4"
    >
      <Field
        ref={input}
        label={<FormattedMessage id="auth.verify.codeLabel" />}
        name="code"
        {...CODE_INPUT_PROPS}
        autoFocus
        className="font-mono tracking-[0.3em]"
        value={code}
        onChange={(event) => {
          const value = event.target.value;
          typed.current = value;
          setCode(value);
          setError(null);
          // The symbol that completes the code, typed or pasted, sends it: only an edit can,
          // so a refused code waits for the next one instead of being sent again.
          if (codeSchema(value).success) void confirm(value);
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
        <FormattedMessage
          id={mode === "signup" ? "auth.verify.signup.submit" : "auth.verify.submit"}
        />
      </Button>
      <Button
        variant="ghost"
        loading={pending === "resend"}
        disabled={pending !== null || cooldown.left > 0}
        onClick={() => void resend()}
      >
        {cooldown.left > 0 ? (
          <FormattedMessage id="auth.verify.resendIn" values={{ seconds: cooldown.left }} />
        ) : (
          <FormattedMessage id="auth.verify.resend" />
        )}
      </Button>
    </form>
  );
}

/** better-auth's answer to a first factor when a second one is due: no session yet. */
function isSecondFactorChallenge(data: unknown): boolean {
  return typeof data === "object" && data !== null && "twoFactorRedirect" in data
    ? data.twoFactorRedirect === true
    : false;
}
