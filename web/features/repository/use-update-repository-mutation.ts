import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { useUpdateRepositoryMutation as Mutation } from "../../__generated__/useUpdateRepositoryMutation.graphql";
import { connectionsAnEditMoves } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import type { RepositoryValues } from "./form-repository";
import { REPOSITORY_LIST } from "./repository-sort";

const mutation = graphql`
  mutation useUpdateRepositoryMutation($input: UpdateRepositoryInput!) {
    updateRepository(input: $input) {
      repository {
        id
        name
        link
        description
        updatedAt
      }
    }
  }
`;

/**
 * A new name can move the row, and a new name, link or description change a search's results:
 * only those lists are read again (docs/decisions/103).
 */
export function useUpdateRepositoryMutation() {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = (id: string, values: RepositoryValues) => {
    const source = environment.getStore().getSource();
    const row = source.get(id);
    const moved = (["name", "link", "description"] as const).some(
      (field) => (row?.[field] ?? "") !== (values[field] ?? ""),
    );
    return commitMutation(commit, {
      variables: { input: { id, ...values } },
      updater: (store) => {
        if (!moved) return;
        const lists = connectionsAnEditMoves(REPOSITORY_LIST, source.getRecordIDs());
        for (const list of lists) store.get(list)?.invalidateRecord();
      },
    });
  };
  return [update, isInFlight] as const;
}
