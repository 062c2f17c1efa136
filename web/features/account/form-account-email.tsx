import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { z } from "zod";
import { userEmail, USER_VALIDATION_VALUES } from "#shared/validation/user";
import { fieldErrorText, SERVER_ERROR } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { loadAuthClient } from "../auth/load-auth-client";
import { inlineAuthErrorId, type AuthClientError } from "../auth/auth-error-message";
import { codeField } from "../auth/code-field-schema";
import { CODE_INPUT_PROPS } from "../auth/code-input-props";
import { SignInAgainButton } from "../auth/sign-in-again-button";
import { useRefreshSession } from "../auth/use-session";

// One schema per step, each checking the field on screen and passing the other through.
const codeResolver = zodResolver(z.object({ newEmail: z.string(), code: codeField }));
const resolvers = {
  address: zodResolver(z.object({ newEmail: userEmail, code: z.string() })),
  current: codeResolver,
  code: codeResolver,
};

// The steps: the new address, the current address's code, then the new address's code.
const STEPS = {
  address: {
    label: "account.shared.email.newLabel",
    hint: "account.shared.email.othersSignedOut",
    submit: "account.shared.email.sendCode",
  },
  current: {
    label: "account.shared.email.currentCodeLabel",
    hint: "account.shared.email.currentCodeSent",
    submit: "account.shared.email.continue",
  },
  code: {
    label: "account.shared.email.codeLabel",
    hint: "account.shared.email.codeSent",
    submit: "account.shared.email.confirm",
  },
} as const;
const bdi = (chunks: ReactNode[]) => <bdi>{chunks}</bdi>;

type FormAccountEmailProps = {
  /** The account's address now: the first code goes there. */
  currentEmail: string;
  /** The `newEmail` search parameter: empty while asking for the address. */
  newEmail: string;
  onNewEmail: (newEmail: string) => void;
};

/**
 * Changing the e-mail address with the holder's consent (docs/decisions/044): a code to the
 * current address (`send-verification-otp`, type `email-verification`), which lets the new
 * address get one (better-auth e-mail OTP `request-email-change` with `verifyCurrentEmail`),
 * and entering that one makes the change (`change-email`). A reload restarts at the first code.
 * A sign-in older than 10 minutes is refused (SESSION_EXPIRED): sign in again, then start over.
 */
export function FormAccountEmail({ currentEmail, newEmail, onNewEmail }: FormAccountEmailProps) {
  const [changed, setChanged] = useState(false);
  const [expired, setExpired] = useState(false);
  const [currentConfirmed, setCurrentConfirmed] = useState(false);
  const step = !newEmail ? "address" : currentConfirmed ? "code" : "current";
  const intl = useIntl();
  const { pathname } = useLocation();
  const refreshSession = useRefreshSession();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: resolvers[step],
    defaultValues: { newEmail: "", code: "" },
  });
  const { errors, isSubmitting } = formState;
  const field = step === "address" ? "newEmail" : "code";

  const submit = handleSubmit(async (values) => {
    setChanged(false);
    setExpired(false);
    let failure: AuthClientError | null = null;
    try {
      // The better-auth client loads on use, not with the page (docs/decisions/027).
      const { emailOtp } = await loadAuthClient();
      const result =
        step === "code"
          ? await emailOtp.changeEmail({ newEmail, otp: values.code })
          : step === "current"
            ? await emailOtp.requestEmailChange({ newEmail, otp: values.code })
            : await emailOtp.sendVerificationOtp({
                email: currentEmail,
                type: "email-verification",
              });
      failure = result.error;
    } catch {
      failure = {};
    }
    if (failure) {
      setExpired(failure.code === "SESSION_EXPIRED");
      const id = inlineAuthErrorId(failure);
      const message = id && intl.formatMessage({ id });
      if (message) setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
      return;
    }
    reset();
    if (step === "code") {
      await refreshSession();
      setChanged(true);
      setCurrentConfirmed(false);
      onNewEmail("");
    } else if (step === "current") {
      setCurrentConfirmed(true);
    } else {
      onNewEmail(values.newEmail);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {/* Each step has its own key, so it starts with an empty input. */}
      <Field
        key={step}
        label={<FormattedMessage id={STEPS[step].label} />}
        hint={
          <FormattedMessage
            id={STEPS[step].hint}
            values={{ email: step === "current" ? currentEmail : newEmail, b: bdi }}
          />
        }
        {...(step === "address"
          ? { type: "email", autoComplete: "email" }
          : { ...CODE_INPUT_PROPS, autoFocus: true })}
        {...register(field)}
        error={fieldErrorText(intl, errors[field], USER_VALIDATION_VALUES)}
      />
      {/* Back to this page without the address: the new sign-in starts the change over. */}
      {expired && <SignInAgainButton redirect={pathname} className="self-start" />}
      {changed && (
        <p role="status" className="text-sm text-emerald-700">
          <FormattedMessage id="account.shared.email.changed" />
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id={STEPS[step].submit} />
        </Button>
        {step !== "address" && (
          <Button
            variant="ghost"
            disabled={isSubmitting}
            onClick={() => {
              reset();
              setExpired(false);
              setCurrentConfirmed(false);
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
