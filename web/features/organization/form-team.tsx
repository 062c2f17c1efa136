import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { ORGANIZATION_VALIDATION_VALUES, teamName } from "#shared/validation/organization";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import { useCreateTeamMutation } from "./use-create-team-mutation";
import { useUpdateTeamMutation } from "./use-update-team-mutation";

const schema = z.object({ name: teamName });
const FIELDS = ["name"] as const;

type FormTeamProps = {
  team: { id: string; name: string } | null;
  organizationId: string;
  connectionId: string;
  onDone: () => void;
};

/** A team's name, new or changed, checked with the API's rules. */
export function FormTeam({ team, organizationId, connectionId, onDone }: FormTeamProps) {
  const intl = useIntl();
  const [create] = useCreateTeamMutation();
  const [update] = useUpdateTeamMutation();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), defaultValues: { name: team?.name ?? "" } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ name }) => {
    const result = team
      ? await update({ teamId: team.id, name })
      : await create({ organizationId, name }, connectionId);
    if (result.ok) {
      const done = team ? "organization.app.teams.renamed" : "organization.app.teams.created";
      toast.success(intl.formatMessage({ id: done }, { name }));
      onDone();
      return;
    }
    const fallback = intl.formatMessage({ id: "organization.shared.form.error" });
    setServerError(setError, FIELDS, result.error, fallback);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="organization.app.teams.name" />}
        autoComplete="off"
        autoFocus
        dir="auto"
        {...register("name")}
        error={fieldErrorText(intl, errors.name, ORGANIZATION_VALIDATION_VALUES)}
      />
      <ErrorText>{errors.root?.server?.message}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSubmitting} onClick={onDone}>
          <FormattedMessage id="organization.shared.form.cancel" />
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage
            id={team ? "organization.shared.form.save" : "organization.app.teams.createSubmit"}
          />
        </Button>
      </div>
    </form>
  );
}
