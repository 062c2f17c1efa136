import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { IntlShape } from "react-intl";
import type { MessageId } from "../i18n/messages";
import type { MutationError } from "../relay/mutation";

// The forms validate with the shared zod rules (shared/validation), whose issues carry
// message ids; the server's refusals arrive already translated. `type: "server"` tells
// the two apart, so one helper shows both.
export const SERVER_ERROR = "server";

/** Where a refusal that names no field of the form is shown (`errors.root.server`). */
export const FORM_ERROR = "root.server" as const;

/** The text to show for a field's error: a translated rule message, or the server's text. */
export function fieldErrorText(
  intl: IntlShape,
  error: { type?: FieldError["type"] | undefined; message?: string | undefined } | undefined,
  values: Readonly<Record<string, Record<string, number>>> = {},
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  return intl.formatMessage({ id: error.message as MessageId }, values[error.message]);
}

/** A refusal on the field the API names (focused), else on the form; demo mode marks nothing. */
export function setServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  error: MutationError,
  fallback: string,
): void {
  if (error.code === "DEMO_MODE") return;
  const message = error.message ?? fallback;
  const field = fields.find((name) => name === error.field);
  if (field) setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
  else setError(FORM_ERROR, { type: SERVER_ERROR, message });
}
