import "../../config/zod-policy";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import {
  REPOSITORY_VALIDATION_VALUES,
  repositoryCreateSchema,
} from "#shared/validation/repository";
import { fieldErrorText, setServerError } from "../../components/form-errors";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import type { MutationError } from "../../relay/mutation";

/** What the form sends: trimmed by the shared rules, an empty description as null. */
export type RepositoryValues = z.output<typeof repositoryCreateSchema>;

type FormRepositoryProps = {
  defaultValues?: { name: string; link: string; description?: string | null | undefined };
  submitLabel: ReactNode;
  /** Sends the values; resolves with the server's refusal, or null once saved. */
  onSubmit: (values: RepositoryValues) => Promise<MutationError | null>;
  onCancel: () => void;
};

const FIELDS = ["name", "link", "description"] as const;

/** Checked with the API's rules; what was typed stays whatever the server answers. */
export function FormRepository({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: FormRepositoryProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof repositoryCreateSchema>,
    unknown,
    RepositoryValues
  >({
    resolver: zodResolver(repositoryCreateSchema),
    defaultValues: {
      name: defaultValues?.name ?? "",
      link: defaultValues?.link ?? "",
      description: defaultValues?.description ?? "",
    },
  });
  const { errors, isSubmitting } = formState;
  const text = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(intl, errors[field], REPOSITORY_VALIDATION_VALUES);

  const submit = handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    if (!refused) return;
    const fallback = intl.formatMessage({ id: "repository.manager.form.error" });
    setServerError(setError, FIELDS, refused, fallback);
  });

  const descriptionError = text("description");
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="repository.manager.form.name" />}
        autoComplete="off"
        autoFocus
        {...register("name")}
        error={text("name")}
      />
      <Field
        label={<FormattedMessage id="repository.manager.form.link" />}
        inputMode="url"
        autoComplete="url"
        placeholder={intl.formatMessage({ id: "repository.manager.form.linkPlaceholder" })}
        {...register("link")}
        error={text("link")}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-zinc-900">
          <FormattedMessage id="repository.manager.form.description" />
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          dir="auto"
          {...register("description")}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus-visible:border-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900/20 focus-visible:outline-none aria-invalid:border-red-600"
        />
        <ErrorText id={`${descriptionId}-error`}>{descriptionError}</ErrorText>
      </div>
      <ErrorText>{errors.root?.server?.message}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          <FormattedMessage id="repository.manager.form.cancel" />
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
