import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useUpdateRepositoryMutation as Mutation } from "../../__generated__/useUpdateRepositoryMutation.graphql";
import { mutationError, type MutationResult } from "../../relay/mutation-result";
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

/** Saves a repository's fields; the store updates the record wherever it is shown. */
export function useUpdateRepositoryMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = useCallback(
    (id: string, values: RepositoryValues) =>
      new Promise<MutationResult<null>>((resolve) => {
        commit({
          variables: { input: { id, ...values } },
          // A new name moves the row in name-ordered lists: refetch them when next shown.
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
  return [update, isInFlight] as const;
}
