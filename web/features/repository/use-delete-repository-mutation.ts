import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useDeleteRepositoryMutation as Mutation } from "../../__generated__/useDeleteRepositoryMutation.graphql";
import { mutationError, type MutationResult } from "../../relay/mutation-result";
import { afterRootListChange, listConnections, rootListConnectionId } from "../../relay/root-lists";

const mutation = graphql`
  mutation useDeleteRepositoryMutation($input: DeleteRepositoryInput!, $connections: [ID!]!) {
    deleteRepository(input: $input) {
      deletedRepositoryId @deleteEdge(connections: $connections)
    }
  }
`;

/**
 * Deletes a repository: its row leaves the list at once. The record is only marked stale
 * (searches that showed it, its page) rather than dropped: dropping it at once would flash a
 * not-found screen on the page being left.
 */
export function useDeleteRepositoryMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = useCallback(
    /** `connectionId`: the list the row was deleted from, when not the default one. */
    (id: string, connectionId?: string) =>
      new Promise<MutationResult<null>>((resolve) => {
        commit({
          variables: {
            input: { id },
            connections: listConnections(rootListConnectionId("repositories"), connectionId),
          },
          updater: (store, data) => {
            if (!data?.deleteRepository) return;
            store.get(id)?.invalidateRecord();
            afterRootListChange(store, "repositories", -1, connectionId);
          },
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
