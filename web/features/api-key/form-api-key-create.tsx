import "../../config/zod-policy";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { apiKeyCreateSchema } from "#shared/validation/api-key";
import { isDemoModeError } from "../../components/demo-mode";
import { Button } from "../../components/ui/button";
import { DatePicker } from "../../components/ui/date-picker";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import {
  graphQLErrorCode,
  graphQLErrorField,
  graphQLErrorMessage,
} from "../../relay/graphql-error";
import { EXPIRY_PRESETS, expiryDate, type ExpiryPreset } from "./api-key-expiry";
import { useCreateApiKeyMutation } from "./use-create-api-key-mutation";

const PRESET_LABELS = {
  "30": "apiKey.account.create.expires30",
  "90": "apiKey.account.create.expires90",
  "365": "apiKey.account.create.expires365",
  custom: "apiKey.account.create.expiresCustom",
} as const;

type Errors = { name?: string; expiresAt?: string; form?: string };

type FormApiKeyCreateProps = {
  connectionId: string;
  onCreated: (secret: string) => void;
  onCancel: () => void;
};

/** Name and expiry of a new key; the values survive a failed submit. */
export function FormApiKeyCreate({ connectionId, onCreated, onCancel }: FormApiKeyCreateProps) {
  const intl = useIntl();
  const [name, setName] = useState("");
  const [preset, setPreset] = useState<ExpiryPreset>("90");
  const [customDay, setCustomDay] = useState<Date | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [tomorrow] = useState(() => new Date(Date.now() + 86_400_000));
  const expiryErrorId = useId();
  const [create, creating] = useCreateApiKeyMutation(connectionId);
  const message = (id: string) => intl.formatMessage({ id: id as MessageId });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = apiKeyCreateSchema.safeParse({
      name,
      expiresAt: expiryDate(preset, customDay) ?? null,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "name" ? "name" : "expiresAt";
        const id =
          issue.code === "invalid_type" ? "apiKey.account.create.expiresRequired" : issue.message;
        next[field] ??= message(id);
      }
      return setErrors(next);
    }
    setErrors({});
    create(parsed.data, {
      onCompleted: onCreated,
      onError: (error) => {
        if (isDemoModeError(error)) return;
        const text = graphQLErrorMessage(error) ?? message("apiKey.account.create.error");
        const field =
          graphQLErrorCode(error) === "VALIDATION" ? graphQLErrorField(error) : undefined;
        setErrors(field === "name" || field === "expiresAt" ? { [field]: text } : { form: text });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="apiKey.account.create.name" />}
        hint={<FormattedMessage id="apiKey.account.create.nameHint" />}
        name="name"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <fieldset aria-describedby={errors.expiresAt ? expiryErrorId : undefined}>
        <legend className="text-sm font-medium text-zinc-900">
          <FormattedMessage id="apiKey.account.create.expires" />
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {EXPIRY_PRESETS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-zinc-900">
              <input
                type="radio"
                name="expiry"
                value={option}
                checked={preset === option}
                onChange={() => setPreset(option)}
                className="accent-zinc-900"
              />
              <FormattedMessage id={PRESET_LABELS[option]} />
            </label>
          ))}
        </div>
        {errors.expiresAt && (
          <p id={expiryErrorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.expiresAt}
          </p>
        )}
      </fieldset>
      {preset === "custom" && (
        <DatePicker
          label={intl.formatMessage({ id: "apiKey.account.create.expiryDate" })}
          value={customDay}
          onChange={setCustomDay}
          fromDate={tomorrow}
        />
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
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
