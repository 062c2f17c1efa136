import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useCreateRepositoryMutation as Mutation } from "../../__generated__/useCreateRepositoryMutation.graphql";
import { mutationError, type RepositoryMutationResult } from "./mutation-result";
import type { RepositoryFormValues } from "./repository-form-values";

const mutation = graphql`
  mutation useCreateRepositoryMutation($input: CreateRepositoryInput!) {
    createRepository(input: $input) {
      repository {
        id
        name
      }
    }
  }
`;

/** Creates a repository; resolves with its id, or the error to show on the form. */
export function useCreateRepositoryMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = useCallback(
    (values: RepositoryFormValues) =>
      new Promise<RepositoryMutationResult<{ id: string }>>((resolve) => {
        commit({
          variables: { input: values },
          // Lists and counts hold the new row only after a refetch: mark every root field stale.
          updater: (store) => store.getRoot().invalidateRecord(),
          onCompleted: (response, errors) => {
            const repository = response.createRepository.repository;
            if (errors?.length) resolve({ ok: false, error: mutationError(errors) });
            else resolve({ ok: true, value: { id: repository.id } });
          },
          onError: (error) => resolve({ ok: false, error: mutationError(error) }),
        });
      }),
    [commit],
  );
  return [create, isInFlight] as const;
}
