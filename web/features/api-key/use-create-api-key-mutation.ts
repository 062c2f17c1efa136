import { graphql, useMutation } from "react-relay";
import type { ApiKeyScope } from "#shared/validation/api-key-scopes";
import type { useCreateApiKeyMutation as Mutation } from "../../__generated__/useCreateApiKeyMutation.graphql";
import { adjustTotalCount } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useCreateApiKeyMutation($input: CreateApiKeyInput!, $connections: [ID!]!) {
    createApiKey(input: $input) {
      secret
      apiKey @prependNode(connections: $connections, edgeTypeName: "ApiKeyEdge") {
        id
        ...apiKeyRow_apiKey
      }
    }
  }
`;

type CreateApiKeyInput = { name: string; expiresAt: Date; scopes: readonly ApiKeyScope[] };

/** Creates a key and puts it at the top of the list; the secret comes back only here. */
export function useCreateApiKeyMutation(connectionId: string) {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = ({ name, expiresAt, scopes }: CreateApiKeyInput) =>
    commitMutation(commit, {
      variables: {
        input: { name, expiresAt: expiresAt.toISOString(), scopes: [...scopes] },
        connections: [connectionId],
      },
      updater: (store, data) => {
        if (data?.createApiKey) adjustTotalCount(store, connectionId, 1);
      },
    });
  return [create, isInFlight] as const;
}
