import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import { z } from "zod";
import { USER_VALIDATION_VALUES, userBanSchema } from "#shared/validation/user";
import type { formUserBanMutation } from "../../__generated__/formUserBanMutation.graphql";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { DatePicker } from "../../components/ui/date-picker";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import { commitMutation } from "../../relay/mutation";
import { banEndOfDay } from "./ban-expiry";

// The API's reason rule; the end is picked as a last day, sent as that day's end.
const formSchema = z.object({ reason: userBanSchema.shape.reason, until: z.date().optional() });
const FIELDS = ["reason"] as const;

// A ban also ends the user's sessions: the payload reads them again with the ban state.
const mutation = graphql`
  mutation formUserBanMutation($input: BanUserInput!) {
    banUser(input: $input) {
      user {
        id
        ...userSummary_user
        ...sessionList_user
      }
    }
  }
`;

type FormUserBanProps = {
  /** The user's global id. */
  userId: string;
  onCancel: () => void;
  onBanned: () => void;
};

/** A reason and an optional last day; without one the ban does not end. */
export function FormUserBan({ userId, onCancel, onBanned }: FormUserBanProps) {
  const intl = useIntl();
  const [commit] = useMutation<formUserBanMutation>(mutation);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof formSchema>,
    unknown,
    z.output<typeof formSchema>
  >({ resolver: zodResolver(formSchema), defaultValues: { reason: "", until: undefined } });
  const { errors, isSubmitting } = formState;
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);

  const submit = handleSubmit(async ({ reason, until }) => {
    const expiresAt = until && banEndOfDay(until).toISOString();
    const result = await commitMutation(commit, {
      variables: { input: { userId, reason, expiresAt } },
      // Stale: the user's Activity, when shown, fetches the new entry (user-activity.tsx).
      updater: (store, data) => {
        if (data?.banUser) store.get(userId)?.invalidateRecord();
      },
    });
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });
      return setServerError(setError, FIELDS, result.error, fallback);
    }
    reset();
    onBanned();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="user.manager.ban.reasonLabel" />}
        {...register("reason")}
        error={fieldErrorText(intl, errors.reason, USER_VALIDATION_VALUES)}
      />
      <Controller
        control={control}
        name="until"
        render={({ field }) => (
          <DatePicker
            label={intl.formatMessage({ id: "user.manager.ban.untilLabel" })}
            value={field.value}
            onChange={field.onChange}
            fromDate={tomorrow}
          />
        )}
      />
      <ErrorText>{errors.root?.server?.message}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          <FormattedMessage id="user.manager.form.cancel" />
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          <FormattedMessage id="user.manager.ban.confirm" />
        </Button>
      </div>
    </form>
  );
}
