import { graphql, useMutation } from "react-relay";
import type { useDeleteRepositoryMutation as Mutation } from "../../__generated__/useDeleteRepositoryMutation.graphql";
import { afterRootListChange, listConnections } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import { REPOSITORY_LIST } from "./repository-sort";

const mutation = graphql`
  mutation useDeleteRepositoryMutation($input: DeleteRepositoryInput!, $connections: [ID!]!) {
    deleteRepository(input: $input) {
      deletedRepositoryId @deleteEdge(connections: $connections)
    }
  }
`;

/** The row leaves the list; the record is marked stale, not dropped: that would flash a 404. */
export function useDeleteRepositoryMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = (id: string, connectionId?: string) =>
    commitMutation(commit, {
      variables: { input: { id }, connections: listConnections(REPOSITORY_LIST, connectionId) },
      updater: (store, data) => {
        if (!data?.deleteRepository) return;
        store.get(id)?.invalidateRecord();
        afterRootListChange(store, REPOSITORY_LIST, -1, connectionId);
      },
    });
  return [remove, isInFlight] as const;
}
