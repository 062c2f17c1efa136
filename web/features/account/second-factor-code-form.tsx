import { useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import {
  SECOND_FACTOR_INPUT_PROPS,
  secondFactorCodeSchema,
  type SecondFactorMethod,
} from "../auth/second-factor-code";
import { SignInAgainButton } from "../auth/sign-in-again-button";

// Refusals that a new sign-in cures: better-auth wants a recent session (docs/decisions/044).
const STALE_SESSION: readonly MessageId[] = [
  "auth.errorCodes.SESSION_EXPIRED",
  "auth.errorCodes.SESSION_NOT_FRESH",
];

type SecondFactorCodeFormProps = {
  /** A backup code may stand in for the app's code (not while setting the app up). */
  allowBackup: boolean;
  submitLabel: ReactNode;
  /** Checks the code and acts: null once done, else the message id of what went wrong. */
  onCode: (code: string, method: SecondFactorMethod) => Promise<MessageId | null>;
  onCancel: () => void;
};

/** Asks for a current code before a change to the second factor (issue 38). */
export function SecondFactorCodeForm(props: SecondFactorCodeFormProps) {
  const { allowBackup, submitLabel, onCode, onCancel } = props;
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<SecondFactorMethod>("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);

  async function submit() {
    const parsed = secondFactorCodeSchema[method](code);
    if (!parsed.success) {
      setError(parsed.error);
      return input.current?.focus();
    }
    setPending(true);
    setError(null);
    const failed = await onCode(parsed.data, method);
    setPending(false);
    if (!failed) return;
    setError(failed);
    input.current?.focus();
  }

  function switchMethod() {
    setMethod(method === "totp" ? "backup" : "totp");
    setCode("");
    setError(null);
    input.current?.focus();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void submit();
      }}
      className="flex flex-col gap-4"
    >
      <Field
        ref={input}
        key={method}
        label={<FormattedMessage id={`auth.secondFactor.${method}.label`} />}
        name="code"
        {...SECOND_FACTOR_INPUT_PROPS[method]}
        autoFocus
        className="font-mono tracking-[0.2em]"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        error={error && intl.formatMessage({ id: error })}
      />
      {error && STALE_SESSION.includes(error) && <SignInAgainButton className="self-start" />}
      {allowBackup && (
        <Button variant="ghost" className="self-start" disabled={pending} onClick={switchMethod}>
          <FormattedMessage id={`auth.secondFactor.${method}.switch`} />
        </Button>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          <FormattedMessage id="common.confirmDialog.cancel" />
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
