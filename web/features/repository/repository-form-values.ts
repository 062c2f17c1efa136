import "../../config/zod-policy";
import {
  REPOSITORY_VALIDATION_VALUES,
  repositoryCreateSchema,
} from "#shared/validation/repository";
import type { RepositoryMutationError } from "./mutation-result";

export type RepositoryField = "name" | "link" | "description";
export type RepositoryFormValues = { name: string; link: string; description: string | null };

/** A message to show: a message id with its values, or text the server already translated. */
export type FieldMessage = { id: string; values?: Record<string, number> } | { text: string };
export type RepositoryFormErrors = Partial<Record<RepositoryField | "form", FieldMessage>>;

const FIELDS: readonly string[] = ["name", "link", "description"] satisfies RepositoryField[];

/** Validates with the API's own rules (shared/validation): the values to send, or field errors. */
export function validateRepositoryForm(input: {
  name: string;
  link: string;
  description: string;
}):
  | { success: true; values: RepositoryFormValues }
  | { success: false; errors: RepositoryFormErrors } {
  const parsed = repositoryCreateSchema.safeParse(input);
  if (parsed.success) return { success: true, values: parsed.data };
  const errors: RepositoryFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as RepositoryField;
    // The first rule a field breaks is the one to fix first.
    if (!FIELDS.includes(field) || errors[field]) continue;
    errors[field] = { id: issue.message, values: REPOSITORY_VALIDATION_VALUES[issue.message] };
  }
  return { success: false, errors };
}

/** Puts a server refusal on the field it is about, or on the form. */
export function serverFormErrors(error: RepositoryMutationError): RepositoryFormErrors {
  if (error.code === "NAME_ALREADY_USED") {
    return { name: { id: "repository.validation.nameAlreadyUsed" } };
  }
  const message: FieldMessage = error.message
    ? { text: error.message }
    : { id: "repository.manager.form.error" };
  if (error.code === "VALIDATION" && error.field && FIELDS.includes(error.field)) {
    return { [error.field]: message };
  }
  return { form: message };
}
