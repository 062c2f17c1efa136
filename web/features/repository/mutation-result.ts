import { isDemoModeError } from "../../components/demo-mode";
import {
  graphQLErrorCode,
  graphQLErrorField,
  graphQLErrorMessage,
} from "../../relay/graphql-error";

/** What a repository form needs from a failed mutation: the field to blame and what to say. */
export type RepositoryMutationError = {
  code: string | undefined;
  field: string | undefined;
  /** The server's translated message, when it sent one. */
  message: string | undefined;
  demoMode: boolean;
};

export type RepositoryMutationResult<T> =
  { ok: true; value: T } | { ok: false; error: RepositoryMutationError };

export function mutationError(error: unknown): RepositoryMutationError {
  return {
    code: graphQLErrorCode(error),
    field: graphQLErrorField(error),
    message: graphQLErrorMessage(error),
    demoMode: isDemoModeError(error),
  };
}
