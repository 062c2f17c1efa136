import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import { z } from "zod";
import { userEmail, USER_VALIDATION_VALUES } from "#shared/validation/user";
import type { formUserEmailChangeConfirmMutation } from "../../__generated__/formUserEmailChangeConfirmMutation.graphql";
import type { formUserEmailChangeRequestMutation } from "../../__generated__/formUserEmailChangeRequestMutation.graphql";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { commitMutation } from "../../relay/mutation";
import { codeField } from "../auth/code-field-schema";
import { CODE_INPUT_PROPS } from "../auth/code-input-props";
import { SignInAgainButton } from "../auth/sign-in-again-button";

const requestMutation = graphql`
  mutation formUserEmailChangeRequestMutation($input: RequestUserEmailChangeInput!) {
    requestUserEmailChange(input: $input) {
      user {
        id
      }
    }
  }
`;

// The move ends all the user's sessions: the payload reads them again with the new address.
const confirmMutation = graphql`
  mutation formUserEmailChangeConfirmMutation($input: ConfirmUserEmailChangeInput!) {
    confirmUserEmailChange(input: $input) {
      user {
        id
        email
        ...sessionList_user
      }
    }
  }
`;

// One schema per step, each checking the field on screen and passing the other through.
const resolvers = {
  address: zodResolver(z.object({ email: userEmail, code: z.string() })),
  code: zodResolver(z.object({ email: z.string(), code: codeField })),
};
const bdi = (chunks: ReactNode[]) => <bdi>{chunks}</bdi>;

type FormUserEmailChangeProps = {
  /** The user's global id. */
  userId: string;
  onClose: () => void;
};

/**
 * Moving a user to a new address with that address's consent (docs/decisions/044): the new
 * address gets a code (requestUserEmailChange), the account holder reads it to the admin,
 * and entering it makes the move (confirmUserEmailChange). A wrong code keeps the step
 * (3 tries); "Start again" goes back to the address, for another one or a new code.
 */
export function FormUserEmailChange({ userId, onClose }: FormUserEmailChangeProps) {
  const intl = useIntl();
  const [request] = useMutation<formUserEmailChangeRequestMutation>(requestMutation);
  const [confirm] = useMutation<formUserEmailChangeConfirmMutation>(confirmMutation);
  /** The address that received a code; empty on the address step. */
  const [email, setEmail] = useState("");
  const [expired, setExpired] = useState(false);
  const step = email ? "code" : "address";
  const { register, handleSubmit, setError, resetField, clearErrors, formState } = useForm({
    resolver: resolvers[step],
    defaultValues: { email: "", code: "" },
  });
  const { errors, isSubmitting } = formState;
  const refusal = errors.root?.server?.message;

  function goTo(address: string) {
    clearErrors();
    setExpired(false);
    resetField("code");
    setEmail(address);
  }

  const submit = handleSubmit(async (values) => {
    setExpired(false);
    const result = email
      ? await commitMutation(confirm, { variables: { input: { userId, code: values.code } } })
      : await commitMutation(request, { variables: { input: { userId, email: values.email } } });
    if (result.ok && !email) return goTo(values.email);
    if (result.ok) {
      toast.success(intl.formatMessage({ id: "user.manager.emailChange.changed" }, { email }));
      return onClose();
    }
    setExpired(result.error.code === "SESSION_EXPIRED");
    const fallback = intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });
    setServerError(setError, email ? ["code"] : ["email"], result.error, fallback);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {email ? (
        <>
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
        </>
      ) : (
        <Field
          label={<FormattedMessage id="user.manager.emailChange.newLabel" />}
          hint={<FormattedMessage id="user.manager.emailChange.newHint" />}
          type="email"
          autoComplete="off"
          autoFocus
          {...register("email")}
          error={fieldErrorText(intl, errors.email, USER_VALIDATION_VALUES)}
        />
      )}
      {refusal && (
        <div>
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
          {expired && <SignInAgainButton />}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          disabled={isSubmitting}
          onClick={email ? () => goTo("") : onClose}
        >
          <FormattedMessage
            id={email ? "user.manager.emailChange.restart" : "user.manager.form.cancel"}
          />
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage
            id={email ? "user.manager.emailChange.confirm" : "user.manager.emailChange.sendCode"}
          />
        </Button>
      </div>
    </form>
  );
}
