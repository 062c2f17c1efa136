import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { useUpdateRepositoryMutation as Mutation } from "../../__generated__/useUpdateRepositoryMutation.graphql";
import { mutationError, type MutationResult } from "../../relay/mutation-result";
import { connectionsAName } from "../../relay/root-lists";
import type { RepositoryValues } from "./form-repository";

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
 * Saves a repository's fields. The response updates the record wherever it is shown; a new
 * name can also move the row in the lists ordered by name and change what a search finds, so
 * those (and only those) are read again when next shown.
 */
export function useUpdateRepositoryMutation() {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = useCallback(
    (id: string, values: RepositoryValues) =>
      new Promise<MutationResult<null>>((resolve) => {
        const source = environment.getStore().getSource();
        const renamed = source.get(id)?.name !== values.name;
        commit({
          variables: { input: { id, ...values } },
          updater: (store) => {
            if (!renamed) return;
            const lists = connectionsAName("repositories", source.getRecordIDs());
            for (const list of lists) store.get(list)?.invalidateRecord();
          },
          onCompleted: (_response, errors) => {
            if (errors?.length) resolve({ ok: false, error: mutationError(errors) });
            else resolve({ ok: true, value: null });
          },
          onError: (error) => resolve({ ok: false, error: mutationError(error) }),
        });
      }),
    [commit, environment],
  );
  return [update, isInFlight] as const;
}
