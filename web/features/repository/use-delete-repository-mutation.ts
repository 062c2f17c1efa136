import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useDeleteRepositoryMutation as Mutation } from "../../__generated__/useDeleteRepositoryMutation.graphql";
import { mutationError, type RepositoryMutationResult } from "./mutation-result";

const mutation = graphql`
  mutation useDeleteRepositoryMutation($input: DeleteRepositoryInput!) {
    deleteRepository(input: $input) {
      deletedRepositoryId
    }
  }
`;

/**
 * Deletes a repository. The record stays in the store until the caller has left its page
 * (dropping it at once would flash a not-found screen); lists refetch without it.
 */
export function useDeleteRepositoryMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = useCallback(
    (id: string) =>
      new Promise<RepositoryMutationResult<null>>((resolve) => {
        commit({
          variables: { input: { id } },
          // Counts and lists change: refetch them when next shown.
          updater: (store) => store.getRoot().invalidateRecord(),
          onCompleted: (_response, errors) => {
            if (errors?.length) resolve({ ok: false, error: mutationError(errors) });
            else resolve({ ok: true, value: null });
          },
          onError: (error) => resolve({ ok: false, error: mutationError(error) }),
        });
      }),
    [commit],
  );
  return [remove, isInFlight] as const;
}
