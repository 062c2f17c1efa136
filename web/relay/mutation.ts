import type { UseMutationConfig } from "react-relay";
import type { Disposable, MutationParameters } from "relay-runtime";
import { API_ERROR_CODES, type ApiErrorCode } from "#shared/api/error-codes";

// The one way to write a mutation hook (docs/decisions/054): `useMutation`, its store updates,
// and `commitMutation`; the component maps a refusal's typed `code` and `field`.

/** What a component needs from a refused mutation: the code, the field to blame, the text. */
export type MutationError = {
  /** The API's stable code (`extensions.code`); a DEMO_MODE refusal already opened the notice. */
  code: ApiErrorCode | undefined;
  /** `extensions.field` of a VALIDATION error (or of NAME_ALREADY_USED, EMAIL_ALREADY_USED…). */
  field: string | undefined;
  /** The server's translated message, when it sent one. */
  message: string | undefined;
};

export type MutationResult<T> = { ok: true; value: T } | { ok: false; error: MutationError };

type GraphQLErrorLike = { message?: unknown; extensions?: { code?: unknown; field?: unknown } };

/** onCompleted's error list, or onError's error: Relay puts a data-less answer's in `source`. */
function errorsOf(error: unknown): GraphQLErrorLike[] {
  if (Array.isArray(error)) return error.filter((item) => item && typeof item === "object");
  if (error && typeof error === "object" && "source" in error) {
    return errorsOf((error.source as { errors?: unknown } | null)?.errors);
  }
  return [];
}

const isApiErrorCode = (code: unknown): code is ApiErrorCode =>
  (API_ERROR_CODES as readonly unknown[]).includes(code);

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

export function mutationError(error: unknown): MutationError {
  const errors = errorsOf(error);
  const message = errors[0]?.message;
  return {
    code: errors.map((item) => item.extensions?.code).find(isApiErrorCode),
    field: errors.map((item) => item.extensions?.field).find(isText),
    message: isText(message) ? message : undefined,
  };
}

/** A `useMutation` commit as a promise; errors next to data (a refused field) are a failure. */
export function commitMutation<Operation extends MutationParameters>(
  commit: (config: UseMutationConfig<Operation>) => Disposable,
  config: Omit<UseMutationConfig<Operation>, "onCompleted" | "onError">,
): Promise<MutationResult<Operation["response"]>> {
  return new Promise((resolve) => {
    const fail = (error: unknown) => resolve({ ok: false, error: mutationError(error) });
    commit({
      ...config,
      onCompleted: (value, errors) =>
        errors?.length ? fail(errors) : resolve({ ok: true, value }),
      onError: fail,
    });
  });
}
