import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { userEmail, USER_VALIDATION_VALUES } from "#shared/validation/user";
import { fieldErrorText, SERVER_ERROR } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { loadAuthClient } from "../auth/load-auth-client";
import { inlineAuthErrorId, type AuthClientError } from "../auth/auth-error-message";
import { codeSchema } from "../auth/schemas";
import { useRefreshSession } from "../auth/use-session";

// One schema per step, each checking the field on screen and passing the other through. The
// code's rule is the plain validator the sign-in screens use without zod.
const resolvers = {
  address: zodResolver(z.object({ newEmail: userEmail, code: z.string() })),
  code: zodResolver(
    z.object({
      newEmail: z.string(),
      code: z.string().transform((value, context) => {
        const checked = codeSchema(value);
        if (checked.success) return checked.data;
        context.addIssue({ code: "custom", message: checked.error });
        return z.NEVER;
      }),
    }),
  ),
};

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
  const [changed, setChanged] = useState(false);
  const step = newEmail ? "code" : "address";
  const intl = useIntl();
  const refreshSession = useRefreshSession();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: resolvers[step],
    defaultValues: { newEmail: "", code: "" },
  });
  const { errors, isSubmitting } = formState;
  const field = step === "code" ? "code" : "newEmail";

  const submit = handleSubmit(async (values) => {
    setChanged(false);
    let failure: AuthClientError | null = null;
    try {
      // The better-auth client loads on use, not with the page (docs/decisions/027).
      const { emailOtp } = await loadAuthClient();
      const result =
        step === "code"
          ? await emailOtp.changeEmail({ newEmail, otp: values.code })
          : await emailOtp.requestEmailChange({ newEmail: values.newEmail });
      failure = result.error;
    } catch {
      failure = {};
    }
    if (failure) {
      const id = inlineAuthErrorId(failure);
      const message = id && intl.formatMessage({ id });
      if (message) setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
      return;
    }
    reset();
    if (step === "code") {
      await refreshSession();
      setChanged(true);
      onNewEmail("");
    } else {
      onNewEmail(values.newEmail);
    }
  });

  const error = fieldErrorText(intl, errors[field], USER_VALIDATION_VALUES);
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
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          {...register("code")}
          error={error}
        />
      ) : (
        <Field
          key="address"
          label={<FormattedMessage id="account.shared.email.newLabel" />}
          type="email"
          autoComplete="email"
          {...register("newEmail")}
          error={error}
        />
      )}
      {changed && (
        <p role="status" className="text-sm text-emerald-700">
          <FormattedMessage id="account.shared.email.changed" />
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage
            id={step === "code" ? "account.shared.email.confirm" : "account.shared.email.sendCode"}
          />
        </Button>
        {step === "code" && (
          <Button
            variant="ghost"
            disabled={isSubmitting}
            onClick={() => {
              reset();
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
