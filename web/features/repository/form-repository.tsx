import { useId, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import {
  validateRepositoryForm,
  type FieldMessage,
  type RepositoryFormErrors,
  type RepositoryFormValues,
} from "./repository-form-values";

type FormRepositoryProps = {
  defaultValues?: { name: string; link: string; description?: string | null | undefined };
  submitLabel: ReactNode;
  /** Sends the values; resolves with the errors to show, or null once saved. */
  onSubmit: (values: RepositoryFormValues) => Promise<RepositoryFormErrors | null>;
  onCancel: () => void;
};

function text(intl: IntlShape, message: FieldMessage | undefined): string | undefined {
  if (!message) return undefined;
  if ("text" in message) return message.text;
  return intl.formatMessage({ id: message.id as MessageId }, message.values);
}

/**
 * Name, link and description of a repository, checked with the API's rules before sending.
 * What the user typed stays in the fields whatever the server answers.
 */
export function FormRepository({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: FormRepositoryProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const [values, setValues] = useState({
    name: defaultValues?.name ?? "",
    link: defaultValues?.link ?? "",
    description: defaultValues?.description ?? "",
  });
  const [errors, setErrors] = useState<RepositoryFormErrors>({});
  const [pending, setPending] = useState(false);

  function change(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, form: _form, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validateRepositoryForm(values);
    if (!parsed.success) return setErrors(parsed.errors);
    setPending(true);
    try {
      setErrors((await onSubmit(parsed.values)) ?? {});
    } finally {
      setPending(false);
    }
  }

  const descriptionError = text(intl, errors.description);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="repository.manager.form.name" />}
        name="name"
        autoComplete="off"
        autoFocus
        value={values.name}
        onChange={(event) => change("name", event.target.value)}
        error={text(intl, errors.name)}
      />
      <Field
        label={<FormattedMessage id="repository.manager.form.link" />}
        name="link"
        inputMode="url"
        autoComplete="url"
        dir="ltr"
        placeholder={intl.formatMessage({ id: "repository.manager.form.linkPlaceholder" })}
        value={values.link}
        onChange={(event) => change("link", event.target.value)}
        error={text(intl, errors.link)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-zinc-900">
          <FormattedMessage id="repository.manager.form.description" />
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          value={values.description}
          onChange={(event) => change("description", event.target.value)}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus-visible:border-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900/20 focus-visible:outline-none aria-invalid:border-red-600"
        />
        {descriptionError && (
          <p id={`${descriptionId}-error`} role="alert" className="text-sm text-red-700">
            {descriptionError}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {text(intl, errors.form)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          <FormattedMessage id="repository.manager.form.cancel" />
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
