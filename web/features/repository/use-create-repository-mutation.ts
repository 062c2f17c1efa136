import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useCreateRepositoryMutation as Mutation } from "../../__generated__/useCreateRepositoryMutation.graphql";
import { mutationError, type MutationResult } from "../../relay/mutation-result";
import { afterRootListChange, rootListConnectionId } from "../../relay/root-lists";
import type { RepositoryValues } from "./form-repository";

const mutation = graphql`
  mutation useCreateRepositoryMutation($input: CreateRepositoryInput!, $connections: [ID!]!) {
    createRepository(input: $input) {
      repository @prependNode(connections: $connections, edgeTypeName: "RepositoryEdge") {
        id
        name
        ...repositoryRow_repository
      }
    }
  }
`;

/** Creates a repository; resolves with its id, or the error to show on the form. */
export function useCreateRepositoryMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = useCallback(
    (values: RepositoryValues) =>
      new Promise<MutationResult<{ id: string }>>((resolve) => {
        commit({
          variables: { input: values, connections: [rootListConnectionId("repositories")] },
          // The new repository heads the list (until it is read again in order) and counts.
          updater: (store, data) => {
            if (data?.createRepository) afterRootListChange(store, "repositories", 1);
          },
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
