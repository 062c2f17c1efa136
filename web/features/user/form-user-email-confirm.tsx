import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { codeField } from "../auth/code-field-schema";
import { CODE_INPUT_PROPS } from "../auth/code-input-props";
import { EmailChangeRefusal } from "./email-change-refusal";
import { useConfirmUserEmailChangeMutation } from "./use-confirm-user-email-change-mutation";

const schema = z.object({ code: codeField });
const FIELDS = ["code"] as const;
const bdi = (chunks: ReactNode[]) => <bdi>{chunks}</bdi>;

type FormUserEmailConfirmProps = {
  /** The user's global id. */
  userId: string;
  /** The new address, which received the code. */
  email: string;
  onConfirmed: () => void;
  /** Back to the address: another one, or a new code once this one is spent. */
  onRestart: () => void;
};

/**
 * The move's second step: the code the new address received, read to the admin by the
 * account holder. A wrong code keeps the step (3 tries); the server's message says when to
 * start again.
 */
export function FormUserEmailConfirm({
  userId,
  email,
  onConfirmed,
  onRestart,
}: FormUserEmailConfirmProps) {
  const intl = useIntl();
  const [confirm] = useConfirmUserEmailChangeMutation();
  const [expired, setExpired] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code }) => {
    setExpired(false);
    const result = await confirm(userId, code);
    if (result.ok) return onConfirmed();
    setExpired(result.error.code === "SESSION_EXPIRED");
    const fallback = intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });
    setServerError(setError, FIELDS, result.error, fallback);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-zinc-700">
        <FormattedMessage id="user.manager.emailChange.codeSent" values={{ email, b: bdi }} />
      </p>
      <Field
        label={<FormattedMessage id="user.manager.emailChange.codeLabel" />}
        {...CODE_INPUT_PROPS}
        // The holder's code, read out to the admin: never one from the admin's own mail.
        autoComplete="off"
        autoFocus
        {...register("code")}
        error={fieldErrorText(intl, errors.code)}
      />
      <EmailChangeRefusal message={errors.root?.server?.message} expired={expired} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSubmitting} onClick={onRestart}>
          <FormattedMessage id="user.manager.emailChange.restart" />
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="user.manager.emailChange.confirm" />
        </Button>
      </div>
    </form>
  );
}
