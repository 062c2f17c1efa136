import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import {
  invitationCreateSchema,
  ORGANIZATION_VALIDATION_VALUES,
} from "#shared/validation/organization";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import { Select } from "../../components/ui/select";
import { useRoleOptions, type OrganizationRole } from "./organization-role";
import { useInviteMemberMutation } from "./use-invite-member-mutation";

type Values = z.output<typeof invitationCreateSchema>;
const FIELDS = ["email", "role"] as const;

type FormInviteProps = { organizationId: string; onDone: () => void };

/** An address and a role, checked with the API's rules; the server's refusal stays on the form. */
export function FormInvite({ organizationId, onDone }: FormInviteProps) {
  const intl = useIntl();
  const roleOptions = useRoleOptions();
  const [invite] = useInviteMemberMutation();
  const { register, control, handleSubmit, setError, formState } = useForm<
    z.input<typeof invitationCreateSchema>,
    unknown,
    Values
  >({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: { email: "", role: "member" },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email, role }) => {
    const input = { organizationId, email, role: role.toUpperCase() as OrganizationRole };
    const result = await invite(input);
    if (result.ok) {
      toast.success(intl.formatMessage({ id: "organization.app.invite.success" }, { email }));
      onDone();
      return;
    }
    const fallback = intl.formatMessage({ id: "organization.shared.form.error" });
    setServerError(setError, FIELDS, result.error, fallback);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="organization.app.invite.email" />}
        type="email"
        autoComplete="off"
        dir="ltr"
        autoFocus
        {...register("email")}
        error={fieldErrorText(intl, errors.email, ORGANIZATION_VALIDATION_VALUES)}
      />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Select
            label={<FormattedMessage id="organization.shared.form.role" />}
            value={field.value.toUpperCase() as OrganizationRole}
            options={roleOptions}
            onChange={(value) => field.onChange(value.toLowerCase())}
          />
        )}
      />
      <ErrorText>{errors.root?.server?.message ?? errors.role?.message}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSubmitting} onClick={onDone}>
          <FormattedMessage id="organization.shared.form.cancel" />
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="organization.app.invite.submit" />
        </Button>
      </div>
    </form>
  );
}
