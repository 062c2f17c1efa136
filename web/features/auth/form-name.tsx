import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import { USER_VALIDATION_VALUES, viewerUpdateSchema } from "#shared/validation/user";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { useRefreshSession } from "./use-session";
import { useUpdateViewerMutation } from "./use-update-viewer-mutation";

type FormNameProps = {
  defaultName: string;
  submitLabel: ReactNode;
  /** Called once the name is saved and the session fetched again. */
  onSaved: () => void | Promise<void>;
  /** Extra buttons placed under submit, full width (onboarding's sign-out). */
  actions?: ReactNode;
  /** In a dialog, its Cancel button: then one row at the end, Cancel first, as in ConfirmDialog. */
  cancel?: ReactNode;
};

const FIELDS = ["name"] as const;

/** The signed-in user's name (onboarding and account), checked with the API's rule first. */
export function FormName({ defaultName, submitLabel, onSaved, actions, cancel }: FormNameProps) {
  const intl = useIntl();
  const refreshSession = useRefreshSession();
  const [updateViewer] = useUpdateViewerMutation();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof viewerUpdateSchema>,
    unknown,
    z.output<typeof viewerUpdateSchema>
  >({
    resolver: zodResolver(viewerUpdateSchema),
    defaultValues: { name: defaultName },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ name }) => {
    const result = await updateViewer(name);
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });
      return setServerError(setError, FIELDS, result.error, fallback);
    }
    // The layouts read the name from the session: fetch it again before moving on.
    await refreshSession();
    await onSaved();
  });

  const submitButton = (
    <Button type="submit" loading={isSubmitting}>
      {submitLabel}
    </Button>
  );
  const formError = errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="auth.name.label" />}
        autoComplete="name"
        autoFocus
        {...register("name")}
        error={
          fieldErrorText(intl, errors.name, USER_VALIDATION_VALUES) ??
          (formError && <span>{formError}</span>)
        }
      />
      {cancel ? (
        <div className="flex flex-wrap justify-end gap-3">
          {cancel}
          {submitButton}
        </div>
      ) : (
        submitButton
      )}
      {actions}
    </form>
  );
}
