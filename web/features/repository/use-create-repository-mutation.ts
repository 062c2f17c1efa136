import { graphql, useMutation } from "react-relay";
import type { useCreateRepositoryMutation as Mutation } from "../../__generated__/useCreateRepositoryMutation.graphql";
import { afterRootListChange, listConnections } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import type { RepositoryValues } from "./form-repository";
import { REPOSITORY_LIST } from "./repository-sort";

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

/** Creates a repository: it heads the list (until it is read again in order) and counts. */
export function useCreateRepositoryMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = (values: RepositoryValues) =>
    commitMutation(commit, {
      variables: { input: values, connections: listConnections(REPOSITORY_LIST) },
      updater: (store, data) => {
        if (data?.createRepository) afterRootListChange(store, REPOSITORY_LIST, 1);
      },
    });
  return [create, isInFlight] as const;
}
