import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormattedMessage } from "react-intl";
import { Field } from "../../components/ui/field";
import { CODE_INPUT_PROPS } from "../auth/code-input-props";

/** The e-mail change's steps: the new address, the current address's code, the new one's. */
export type AccountEmailStep = "address" | "current" | "code";

type AccountEmailStepFieldProps = {
  step: AccountEmailStep;
  currentEmail: string;
  newEmail: string;
  /** `register("newEmail")` on the first step, `register("code")` on the others. */
  input: UseFormRegisterReturn;
  error: ReactNode;
};

const bdi = (chunks: ReactNode[]) => <bdi>{chunks}</bdi>;

/** The one field a step shows; each has its own key, so a step starts with an empty input. */
export function AccountEmailStepField({
  step,
  currentEmail,
  newEmail,
  input,
  error,
}: AccountEmailStepFieldProps) {
  if (step === "address") {
    return (
      <Field
        key="address"
        label={<FormattedMessage id="account.shared.email.newLabel" />}
        hint={<FormattedMessage id="account.shared.email.othersSignedOut" />}
        type="email"
        autoComplete="email"
        {...input}
        error={error}
      />
    );
  }
  const current = step === "current";
  return (
    <Field
      key={step}
      label={
        <FormattedMessage
          id={current ? "account.shared.email.currentCodeLabel" : "account.shared.email.codeLabel"}
        />
      }
      hint={
        <FormattedMessage
          id={current ? "account.shared.email.currentCodeSent" : "account.shared.email.codeSent"}
          values={{ email: current ? currentEmail : newEmail, b: bdi }}
        />
      }
      {...CODE_INPUT_PROPS}
      autoFocus
      {...input}
      error={error}
    />
  );
}
