import "../../config/zod-policy";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { userCreateSchema, USER_VALIDATION_VALUES } from "#shared/validation/user";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { RolesField } from "./roles-field";
import { ROLE_OF, type Role, type UserFormErrors, type UserFormValues } from "./user-form-values";

type FormUserProps = {
  initialValues: UserFormValues;
  /** Your own roles: shown, not editable (the API refuses the change too). */
  rolesReadOnly?: boolean;
  submitLabel: MessageId;
  /** Resolves with the errors to show on the fields (none when it worked). */
  onSubmit: (values: UserFormValues) => Promise<UserFormErrors | undefined>;
  onCancel: () => void;
};

/** Name, e-mail and roles, checked with the shared zod rules before anything is sent. */
export function FormUser({
  initialValues,
  rolesReadOnly = false,
  submitLabel,
  onSubmit,
  onCancel,
}: FormUserProps) {
  const intl = useIntl();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = userCreateSchema.safeParse({
      name: values.name,
      email: values.email,
      roles: values.roles.map((role) => ROLE_OF[role]),
    });
    if (!parsed.success) {
      const next: UserFormErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof UserFormErrors;
        const id = issue.message as MessageId;
        next[field] ??= intl.formatMessage({ id }, USER_VALIDATION_VALUES[id]);
      }
      return setErrors(next);
    }
    setErrors({});
    setPending(true);
    try {
      // What was typed stays in the form: only the server's verdict is added.
      setErrors((await onSubmit(values)) ?? {});
    } finally {
      setPending(false);
    }
  }

  const set = (patch: Partial<UserFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-lg flex-col gap-5"
    >
      <Field
        label={<FormattedMessage id="user.manager.form.name" />}
        name="name"
        autoComplete="off"
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name}
      />
      <Field
        label={<FormattedMessage id="user.manager.form.email" />}
        name="email"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={(event) => set({ email: event.target.value })}
        error={errors.email}
      />
      <RolesField
        value={values.roles}
        onChange={(roles: Role[]) => set({ roles })}
        readOnly={rolesReadOnly}
        error={errors.roles}
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={pending}>
          <FormattedMessage id={submitLabel} />
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onCancel}>
          <FormattedMessage id="user.manager.form.cancel" />
        </Button>
      </div>
    </form>
  );
}
