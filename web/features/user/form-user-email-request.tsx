import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { userEmail, USER_VALIDATION_VALUES } from "#shared/validation/user";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { EmailChangeRefusal } from "./email-change-refusal";
import { useRequestUserEmailChangeMutation } from "./use-request-user-email-change-mutation";

const schema = z.object({ email: userEmail });
const FIELDS = ["email"] as const;

type FormUserEmailRequestProps = {
  /** The user's global id. */
  userId: string;
  /** The address typed before, when coming back from the code step. */
  defaultEmail: string;
  /** The new address got its code. */
  onRequested: (email: string) => void;
  onCancel: () => void;
};

/** The move's first step: the new address, checked with the shared rule, gets a code. */
export function FormUserEmailRequest({
  userId,
  defaultEmail,
  onRequested,
  onCancel,
}: FormUserEmailRequestProps) {
  const intl = useIntl();
  const [request] = useRequestUserEmailChangeMutation();
  const [expired, setExpired] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    setExpired(false);
    const result = await request(userId, email);
    if (result.ok) return onRequested(email);
    setExpired(result.error.code === "SESSION_EXPIRED");
    const fallback = intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });
    setServerError(setError, FIELDS, result.error, fallback);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="user.manager.emailChange.newLabel" />}
        hint={<FormattedMessage id="user.manager.emailChange.newHint" />}
        type="email"
        autoComplete="off"
        autoFocus
        {...register("email")}
        error={fieldErrorText(intl, errors.email, USER_VALIDATION_VALUES)}
      />
      <EmailChangeRefusal message={errors.root?.server?.message} expired={expired} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          <FormattedMessage id="user.manager.form.cancel" />
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="user.manager.emailChange.sendCode" />
        </Button>
      </div>
    </form>
  );
}
