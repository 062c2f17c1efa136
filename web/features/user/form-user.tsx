import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import type { RoleName } from "#shared/auth/roles";
import { userCreateSchema, USER_VALIDATION_VALUES } from "#shared/validation/user";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import type { MutationError } from "../../relay/mutation";

// The roles the form offers, in the order shown (shared/auth/roles names them).
const FORM_ROLES = ["user", "admin"] as const satisfies readonly RoleName[];
type FormRole = (typeof FORM_ROLES)[number];
const ROLE_OPTIONS = FORM_ROLES.map((role) => ({
  value: role,
  label: <FormattedMessage id={`user.manager.roles.${role}`} />,
}));

/** A user's GraphQL roles as the form's values; a role a newer API adds is left out. */
export function formRoles(roles: readonly string[]): FormRole[] {
  return FORM_ROLES.filter((role) => roles.includes(role.toUpperCase()));
}

/** The form's roles as the GraphQL `Role` enum values the mutations take. */
export function graphQLRoles(roles: readonly FormRole[]): ("ADMIN" | "USER")[] {
  return roles.map((role) => (role === "admin" ? "ADMIN" : "USER"));
}

// The form always holds the roles (shown read-only for your own account), so here they are
// required; the API's own rule keeps them optional for clients that leave them alone.
const schema = userCreateSchema.required({ roles: true });

/** What the form sends: trimmed, the address in lower case (the shared rules' output). */
export type UserValues = z.output<typeof schema>;

type FormUserProps = {
  defaultValues: z.input<typeof schema>;
  /** Your own roles: shown, not editable (the API refuses the change too). */
  rolesReadOnly?: boolean;
  /**
   * Shown instead of the e-mail input: an existing user's address is not typed over
   * (docs/decisions/044); the value in `defaultValues` then only passes the form's rules.
   */
  emailField?: ReactNode;
  submitLabel: MessageId;
  /** Sends the values; resolves with the server's refusal, or null once saved. */
  onSubmit: (values: UserValues) => Promise<MutationError | null>;
  onCancel: () => void;
};

const FIELDS = ["name", "email", "roles"] as const;

/** Name, e-mail and roles, checked with the shared zod rules before anything is sent. */
export function FormUser({
  defaultValues,
  rolesReadOnly = false,
  emailField,
  submitLabel,
  onSubmit,
  onCancel,
}: FormUserProps) {
  const intl = useIntl();
  const { register, control, handleSubmit, setError, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    UserValues
  >({ resolver: zodResolver(schema), defaultValues });
  const { errors, isSubmitting } = formState;
  const text = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(intl, errors[field], USER_VALIDATION_VALUES);

  const submit = handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    if (!refused) return;
    const fallback = intl.formatMessage({ id: "user.manager.form.failed" });
    setServerError(setError, FIELDS, refused, fallback);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-lg flex-col gap-5"
    >
      <Field
        label={<FormattedMessage id="user.manager.form.name" />}
        autoComplete="off"
        {...register("name")}
        error={text("name")}
      />
      {emailField ?? (
        <Field
          label={<FormattedMessage id="user.manager.form.email" />}
          type="email"
          autoComplete="off"
          {...register("email")}
          error={text("email")}
        />
      )}
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <CheckboxGroup
            {...field}
            legend={<FormattedMessage id="user.manager.form.roles" />}
            hint={rolesReadOnly && <FormattedMessage id="user.manager.form.ownRolesReadOnly" />}
            options={ROLE_OPTIONS}
            disabled={rolesReadOnly}
            error={text("roles")}
          />
        )}
      />
      <ErrorText>{errors.root?.server?.message}</ErrorText>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id={submitLabel} />
        </Button>
        <Button variant="ghost" disabled={isSubmitting} onClick={onCancel}>
          <FormattedMessage id="user.manager.form.cancel" />
        </Button>
      </div>
    </form>
  );
}
