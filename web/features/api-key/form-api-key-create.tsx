import "../../config/zod-policy";
import type { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay";
import type { formApiKeyCreateMutation } from "../../__generated__/formApiKeyCreateMutation.graphql";
import type { formApiKeyCreate_user$key } from "../../__generated__/formApiKeyCreate_user.graphql";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { DatePicker } from "../../components/ui/date-picker";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import { adjustTotalCount } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import { apiKeyFormSchema, EXPIRY_PRESETS, scopeChoices } from "./api-key-form-schema";

// The new key heads the list; its secret comes back only here.
const mutation = graphql`
  mutation formApiKeyCreateMutation($input: CreateApiKeyInput!, $connections: [ID!]!) {
    createApiKey(input: $input) {
      secret
      apiKey @prependNode(connections: $connections, edgeTypeName: "ApiKeyEdge") {
        id
        ...apiKeyRow_apiKey
      }
    }
  }
`;

// The scopes the owner's role grants, as the server computes them for createApiKey (ADR 099).
const userFragment = graphql`
  fragment formApiKeyCreate_user on User {
    grantableApiKeyScopes
  }
`;

const SERVER_FIELDS = ["name", "preset", "scopes"] as const;

type FormApiKeyCreateProps = {
  user: formApiKeyCreate_user$key;
  connectionId: string;
  onCreated: (secret: string) => void;
  onCancel: () => void;
};

/** Name, expiry and the scopes the role grants (reads preselected); values survive a refusal. */
export function FormApiKeyCreate({
  user,
  connectionId,
  onCreated,
  onCancel,
}: FormApiKeyCreateProps) {
  const intl = useIntl();
  const { offered, preselected } = scopeChoices(
    useFragment(userFragment, user).grantableApiKeyScopes,
  );
  const scopeOptions = offered.map((scope) => ({
    value: scope,
    label: <FormattedMessage id={`apiKey.scope.${scope}`} />,
  }));
  const [tomorrow] = useState(() => new Date(Date.now() + 86_400_000));
  const expiryErrorId = useId();
  const [commit, creating] = useMutation<formApiKeyCreateMutation>(mutation);
  const { register, control, handleSubmit, setError, formState } = useForm<
    z.input<typeof apiKeyFormSchema>,
    unknown,
    z.output<typeof apiKeyFormSchema>
  >({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: { name: "", preset: "90", scopes: preselected },
  });
  const { errors } = formState;
  const preset = useWatch({ control, name: "preset" });

  const submit = handleSubmit(async ({ expiresAt, ...values }) => {
    const result = await commitMutation(commit, {
      variables: {
        input: { ...values, expiresAt: expiresAt.toISOString() },
        connections: [connectionId],
      },
      updater: (store, data) => {
        if (data?.createApiKey) adjustTotalCount(store, connectionId, 1);
      },
    });
    if (result.ok) return onCreated(result.value.createApiKey.secret);
    // The API's field names; an expiry refusal is shown on the preset choice.
    const field = result.error.field === "expiresAt" ? "preset" : result.error.field;
    const fallback = intl.formatMessage({ id: "apiKey.account.create.error" });
    setServerError(setError, SERVER_FIELDS, { ...result.error, field }, fallback);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="apiKey.account.create.name" />}
        hint={<FormattedMessage id="apiKey.account.create.nameHint" />}
        autoComplete="off"
        {...register("name")}
        error={fieldErrorText(intl, errors.name)}
      />
      <fieldset aria-describedby={errors.preset ? expiryErrorId : undefined}>
        <legend className="text-sm font-medium text-zinc-900">
          <FormattedMessage id="apiKey.account.create.expires" />
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {EXPIRY_PRESETS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-zinc-900">
              <input
                type="radio"
                value={option}
                {...register("preset")}
                className="accent-zinc-900"
              />
              <FormattedMessage id={`apiKey.account.create.expiry.${option}`} />
            </label>
          ))}
        </div>
        <ErrorText id={expiryErrorId} className="mt-1.5">
          {fieldErrorText(intl, errors.preset)}
        </ErrorText>
      </fieldset>
      {preset === "custom" && (
        <Controller
          control={control}
          name="customDay"
          render={({ field }) => (
            <DatePicker
              label={intl.formatMessage({ id: "apiKey.account.create.expiryDate" })}
              value={field.value}
              onChange={field.onChange}
              fromDate={tomorrow}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="scopes"
        render={({ field }) => (
          <CheckboxGroup
            {...field}
            legend={<FormattedMessage id="apiKey.account.create.scopes" />}
            hint={<FormattedMessage id="apiKey.account.create.scopesHint" />}
            options={scopeOptions}
            className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2"
            error={fieldErrorText(intl, errors.scopes)}
          />
        )}
      />
      <ErrorText>{errors.root?.server?.message}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={creating} onClick={onCancel}>
          <FormattedMessage id="common.confirmDialog.cancel" />
        </Button>
        <Button type="submit" loading={creating}>
          <FormattedMessage id="apiKey.account.create.submit" />
        </Button>
      </div>
    </form>
  );
}
