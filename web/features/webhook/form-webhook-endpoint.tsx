import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { z } from "zod";
import type { formWebhookEndpoint_query$key } from "../../__generated__/formWebhookEndpoint_query.graphql";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import type { MutationError } from "../../relay/mutation";
import { eventLabel } from "./webhook-event-labels";
import {
  WEBHOOK_VALIDATION_VALUES,
  webhookFormSchema,
  type WebhookValues,
} from "./webhook-form-schema";

// The events this viewer may subscribe to: the server's list, which depends on the role.
const fragment = graphql`
  fragment formWebhookEndpoint_query on Query {
    webhookEventTypes
  }
`;

const FIELDS = ["url", "description", "events"] as const;

type FormWebhookEndpointProps = {
  query: formWebhookEndpoint_query$key;
  defaultValues?: {
    url: string;
    description?: string | null | undefined;
    events: readonly string[];
  };
  submitLabel: ReactNode;
  /** Sends the values; resolves with the server's refusal, or null once saved. */
  onSubmit: (values: WebhookValues) => Promise<MutationError | null>;
  onCancel: () => void;
};

/** Address, description and events, checked with the form's rules; values survive a refusal. */
export function FormWebhookEndpoint(props: FormWebhookEndpointProps) {
  const { query, defaultValues, submitLabel, onSubmit, onCancel } = props;
  const intl = useIntl();
  const descriptionId = useId();
  const { webhookEventTypes } = useFragment(fragment, query);
  const { register, control, handleSubmit, setError, formState } = useForm<
    z.input<typeof webhookFormSchema>,
    unknown,
    WebhookValues
  >({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: {
      url: defaultValues?.url ?? "",
      description: defaultValues?.description ?? "",
      events: [...(defaultValues?.events ?? [])],
    },
  });
  const { errors, isSubmitting } = formState;
  const text = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(intl, errors[field], WEBHOOK_VALIDATION_VALUES);
  // Events the endpoint has that the viewer may no longer choose stay listed, so keeping
  // them is a choice the form shows.
  const types = [...new Set([...webhookEventTypes, ...(defaultValues?.events ?? [])])];
  const options = types.map((type) => ({ value: type, label: eventLabel(intl, type) }));

  const submit = handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    if (!refused) return;
    // An address the server will not call is the address's fault, whatever field it names.
    const field = refused.code === "WEBHOOK_ADDRESS_BLOCKED" ? "url" : refused.field;
    const fallback = intl.formatMessage({ id: "webhook.account.form.error" });
    setServerError(setError, FIELDS, { ...refused, field }, fallback);
  });

  const descriptionError = text("description");
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="webhook.account.form.url" />}
        hint={<FormattedMessage id="webhook.account.form.urlHint" />}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        placeholder={intl.formatMessage({ id: "webhook.account.form.urlPlaceholder" })}
        {...register("url")}
        error={text("url")}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-zinc-900">
          <FormattedMessage id="webhook.account.form.description" />
        </label>
        <textarea
          id={descriptionId}
          rows={2}
          dir="auto"
          {...register("description")}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus-visible:border-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900/20 focus-visible:outline-none aria-invalid:border-red-600"
        />
        <ErrorText id={`${descriptionId}-error`}>{descriptionError}</ErrorText>
      </div>
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <CheckboxGroup
            {...field}
            legend={<FormattedMessage id="webhook.account.form.events" />}
            hint={<FormattedMessage id="webhook.account.form.eventsHint" />}
            options={options}
            className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2"
            error={text("events")}
          />
        )}
      />
      <ErrorText>{errors.root?.server?.message}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          <FormattedMessage id="common.confirmDialog.cancel" />
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
