import { useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { authCall, preloadAuthClient } from "./load-auth-client";
import { loginPath, type LoginReason } from "./search-params";
import {
  SECOND_FACTOR_INPUT_PROPS,
  secondFactorCodeSchema,
  TOTP_DIGITS,
  type SecondFactorMethod,
} from "./second-factor-code";

// Refusals that end the challenge: better-auth cleared its cookie, so only a new sign-in helps.
const CHALLENGE_ENDED: Partial<Record<MessageId, LoginReason>> = {
  "auth.errorCodes.INVALID_TWO_FACTOR_COOKIE": "second-factor-expired",
  "auth.errorCodes.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE": "second-factor-attempts",
};

type FormLoginSecondFactorProps = {
  redirect: string;
  method: SecondFactorMethod;
  onMethodChange: (method: SecondFactorMethod) => void;
};

/** Answers the second-factor challenge, then loads the app anew as the code sign-in does. */
export function FormLoginSecondFactor(props: FormLoginSecondFactorProps) {
  const { redirect, method, onMethodChange } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const trustId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);
  // Set at once, unlike `pending`: an Enter pressed in the same tick as the 6th digit finds it.
  const checking = useRef(false);

  function fail(id: MessageId) {
    setError(id);
    input.current?.focus();
  }

  async function confirm(value: string) {
    if (checking.current) return;
    const parsed = secondFactorCodeSchema[method](value);
    if (!parsed.success) return fail(parsed.error);
    checking.current = true;
    setPending(true);
    setError(null);
    const body = { code: parsed.data, trustDevice };
    const failed = await authCall((client) =>
      method === "totp"
        ? client.twoFactor.verifyTotp(body)
        : client.twoFactor.verifyBackupCode(body),
    );
    // A whole page load into the app, as after an e-mailed code (form-login-verify.tsx).
    if (!failed) return window.location.replace(loginPath({ redirect }));
    checking.current = false;
    setPending(false);
    const ended = CHALLENGE_ENDED[failed];
    if (ended) return void navigate(loginPath({ redirect, reason: ended }), { replace: true });
    fail(failed);
  }

  function switchMethod() {
    setCode("");
    setError(null);
    onMethodChange(method === "totp" ? "backup" : "totp");
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
        // A new field per method: the browser's autofill and the screen reader start over.
        key={method}
        label={<FormattedMessage id={`auth.secondFactor.${method}.label`} />}
        name="code"
        {...SECOND_FACTOR_INPUT_PROPS[method]}
        autoFocus
        className="font-mono tracking-[0.2em]"
        value={code}
        onChange={(event) => {
          const value = event.target.value;
          setCode(value);
          setError(null);
          // The 6th digit sends the app's code, as the e-mailed code's last symbol does.
          const digits = value.replace(/\s/g, "");
          if (method === "totp" && digits.length === TOTP_DIGITS) void confirm(value);
        }}
        error={error && intl.formatMessage({ id: error })}
      />
      <div className="flex items-center gap-2">
        <input
          id={trustId}
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 rounded border-zinc-300 accent-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
        />
        <label htmlFor={trustId} className="text-sm text-zinc-900">
          <FormattedMessage id="auth.secondFactor.trustDevice" />
        </label>
      </div>
      <Button type="submit" loading={pending}>
        <FormattedMessage id="auth.secondFactor.submit" />
      </Button>
      <Button variant="ghost" disabled={pending} onClick={switchMethod}>
        <FormattedMessage id={`auth.secondFactor.${method}.switch`} />
      </Button>
    </form>
  );
}
