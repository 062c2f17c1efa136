import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { z } from "zod";
import {
  ORGANIZATION_VALIDATION_VALUES,
  organizationCreateSchema,
} from "#shared/validation/organization";
import type { formOrganizationSettings_organization$key } from "../../__generated__/formOrganizationSettings_organization.graphql";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import { organizationPath } from "./organization-paths";
import { useUpdateOrganizationMutation } from "./use-update-organization-mutation";

const fragment = graphql`
  fragment formOrganizationSettings_organization on Organization {
    id
    name
    slug
  }
`;

// Both fields are required here: the form always sends the pair it shows.
type Values = z.output<typeof organizationCreateSchema>;
const FIELDS = ["name", "slug"] as const;

/** Renames the organization or moves it to another slug (its address follows). */
export function FormOrganizationSettings(props: {
  organization: formOrganizationSettings_organization$key;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const { id, name, slug } = useFragment(fragment, props.organization);
  const [update] = useUpdateOrganizationMutation();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof organizationCreateSchema>,
    unknown,
    Values
  >({ resolver: zodResolver(organizationCreateSchema), values: { name, slug } });
  const { errors, isSubmitting } = formState;
  const text = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(intl, errors[field], ORGANIZATION_VALIDATION_VALUES);

  const submit = handleSubmit(async (values) => {
    const result = await update({ organizationId: id, ...values });
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "organization.shared.form.error" });
      setServerError(setError, FIELDS, result.error, fallback);
      return;
    }
    toast.success(intl.formatMessage({ id: "organization.app.settings.saved" }));
    const saved = result.value.updateOrganization.organization.slug;
    if (saved !== slug) await navigate(organizationPath(saved, "settings"), { replace: true });
  });

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-medium text-zinc-900">
        <FormattedMessage id="organization.app.settings.title" />
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field
          label={<FormattedMessage id="organization.shared.form.name" />}
          autoComplete="organization"
          dir="auto"
          {...register("name")}
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
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            <FormattedMessage id="organization.shared.form.save" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
