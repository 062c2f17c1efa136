import type { UseMutationConfig } from "react-relay";
import type { Disposable, MutationParameters, PayloadError } from "relay-runtime";
import { mutationError, type MutationResult } from "./mutation-result";

type Commit<Operation extends MutationParameters> = (
  config: UseMutationConfig<Operation>,
) => Disposable;

/**
 * Runs a `useMutation` commit as a promise of its result, so a component awaits the outcome
 * instead of threading callbacks. Errors next to data (a refused field) count as a failure.
 */
export function commitMutation<Operation extends MutationParameters>(
  commit: Commit<Operation>,
  config: Omit<UseMutationConfig<Operation>, "onCompleted" | "onError">,
): Promise<MutationResult<Operation["response"]>> {
  return new Promise((resolve) => {
    const fail = (error: unknown) => resolve({ ok: false, error: mutationError(error) });
    commit({
      ...config,
      onCompleted: (value, errors: PayloadError[] | null) =>
        errors?.length ? fail(errors) : resolve({ ok: true, value }),
      onError: fail,
    });
  });
}
