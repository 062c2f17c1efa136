import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { authClient } from "../auth/auth-client";
import { authErrorMessageId } from "../auth/auth-error-message";
import { codeSchema, emailSchema, validate } from "../auth/schemas";
import { useRefreshSession } from "../auth/use-session";

type FormAccountEmailProps = {
  /** The `newEmail` search parameter: empty while asking for the address. */
  newEmail: string;
  onNewEmail: (newEmail: string) => void;
};

/**
 * Changing the e-mail address: the new address gets a code (better-auth e-mail OTP
 * `request-email-change`), and entering it makes the change (`change-email`).
 */
export function FormAccountEmail({ newEmail, onNewEmail }: FormAccountEmailProps) {
  const intl = useIntl();
  const refreshSession = useRefreshSession();
  const [value, setValue] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);
  const [changed, setChanged] = useState(false);
  const step = newEmail ? "code" : "address";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(step === "code" ? codeSchema : emailSchema, value);
    if (!parsed.success) return setError(parsed.error);

    setPending(true);
    setError(null);
    setChanged(false);
    try {
      const result =
        step === "code"
          ? await authClient.emailOtp.changeEmail({ newEmail, otp: parsed.data })
          : await authClient.emailOtp.requestEmailChange({ newEmail: parsed.data });
      if (result.error) return setError(authErrorMessageId(result.error));
      setValue("");
      if (step === "code") {
        await refreshSession();
        setChanged(true);
        onNewEmail("");
      } else {
        onNewEmail(parsed.data);
      }
    } catch {
      setError("auth.errorCodes.UNKNOWN_ERROR");
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {step === "code" ? (
        <Field
          key="code"
          label={<FormattedMessage id="account.shared.email.codeLabel" />}
          hint={
            <FormattedMessage
              id="account.shared.email.codeSent"
              values={{ email: newEmail, b: (chunks) => <bdi>{chunks}</bdi> }}
            />
          }
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error && intl.formatMessage({ id: error })}
        />
      ) : (
        <Field
          key="address"
          label={<FormattedMessage id="account.shared.email.newLabel" />}
          name="newEmail"
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error && intl.formatMessage({ id: error })}
        />
      )}
      {changed && (
        <p role="status" className="text-sm text-emerald-700">
          <FormattedMessage id="account.shared.email.changed" />
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={pending}>
          <FormattedMessage
            id={step === "code" ? "account.shared.email.confirm" : "account.shared.email.sendCode"}
          />
        </Button>
        {step === "code" && (
          <Button
            variant="ghost"
            disabled={pending}
            onClick={() => {
              setValue("");
              setError(null);
              onNewEmail("");
            }}
          >
            <FormattedMessage id="common.confirmDialog.cancel" />
          </Button>
        )}
      </div>
    </form>
  );
}
