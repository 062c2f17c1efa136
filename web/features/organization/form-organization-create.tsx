import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import type { z } from "zod";
import {
  ORGANIZATION_VALIDATION_VALUES,
  organizationCreateSchema,
  slugFromName,
} from "#shared/validation/organization";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import { organizationPath } from "./organization-paths";
import { useCreateOrganizationMutation } from "./use-create-organization-mutation";

type Values = z.output<typeof organizationCreateSchema>;
const FIELDS = ["name", "slug"] as const;

type FormOrganizationCreateProps = { connectionId: string; onCancel: () => void };

/** Name, and the slug suggested from it until the owner changes the slug themselves. */
export function FormOrganizationCreate({ connectionId, onCancel }: FormOrganizationCreateProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [create] = useCreateOrganizationMutation();
  const { register, handleSubmit, setError, setValue, getFieldState, formState } = useForm<
    z.input<typeof organizationCreateSchema>,
    unknown,
    Values
  >({ resolver: zodResolver(organizationCreateSchema), defaultValues: { name: "", slug: "" } });
  const { errors, isSubmitting } = formState;
  const text = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(intl, errors[field], ORGANIZATION_VALIDATION_VALUES);

  const submit = handleSubmit(async (values) => {
    const result = await create(values, connectionId);
    if (result.ok) {
      const { slug } = result.value.createOrganization.organization;
      toast.success(intl.formatMessage({ id: "organization.app.create.success" }, values));
      await navigate(organizationPath(slug));
      return;
    }
    const fallback = intl.formatMessage({ id: "organization.shared.form.error" });
    setServerError(setError, FIELDS, result.error, fallback);
  });

  // The slug follows the name until someone types in it (it is then dirty).
  const name = register("name", {
    onChange: (event: { target: { value: string } }) => {
      if (!getFieldState("slug").isDirty) setValue("slug", slugFromName(event.target.value));
    },
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="organization.shared.form.name" />}
        autoComplete="organization"
        autoFocus
        dir="auto"
        {...name}
        error={text("name")}
      />
      <Field
        label={<FormattedMessage id="organization.shared.form.slug" />}
        hint={<FormattedMessage id="organization.shared.form.slugHint" />}
        autoComplete="off"
        dir="ltr"
        {...register("slug")}
        error={text("slug")}
      />
      <ErrorText>{errors.root?.server?.message}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          <FormattedMessage id="organization.shared.form.cancel" />
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="organization.app.create.submit" />
        </Button>
      </div>
    </form>
  );
}
