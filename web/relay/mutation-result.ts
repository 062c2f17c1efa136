import { isDemoModeError } from "../components/demo-mode-store";
import { graphQLErrorCode, graphQLErrorField, graphQLErrorMessage } from "./graphql-error";

/** What a form needs from a refused mutation: the field to blame and what to say. */
export type MutationError = {
  code: string | undefined;
  /** `extensions.field` of a VALIDATION error (or of NAME_ALREADY_USED, EMAIL_ALREADY_USED…). */
  field: string | undefined;
  /** The server's translated message, when it sent one. */
  message: string | undefined;
  /** The read-only demo refused it: fetch-graphql has already opened the notice. */
  demoMode: boolean;
};

export type MutationResult<T> = { ok: true; value: T } | { ok: false; error: MutationError };

export function mutationError(error: unknown): MutationError {
  return {
    code: graphQLErrorCode(error),
    field: graphQLErrorField(error),
    message: graphQLErrorMessage(error),
    demoMode: isDemoModeError(error),
  };
}
