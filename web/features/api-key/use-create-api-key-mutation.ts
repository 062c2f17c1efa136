import { graphql, useMutation } from "react-relay";
import type { ApiKeyScope } from "#shared/validation/api-key-scopes";
import type { useCreateApiKeyMutation as Mutation } from "../../__generated__/useCreateApiKeyMutation.graphql";

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
type Callbacks = { onCompleted: (secret: string) => void; onError: (error: unknown) => void };

/** Creates a key and puts it at the top of the list; the secret comes back only here. */
export function useCreateApiKeyMutation(connectionId: string) {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);

  function create(input: CreateApiKeyInput, { onCompleted, onError }: Callbacks) {
    commit({
      variables: {
        input: {
          name: input.name,
          expiresAt: input.expiresAt.toISOString(),
          scopes: [...input.scopes],
        },
        connections: [connectionId],
      },
      updater: (store, data) => {
        if (!data?.createApiKey) return;
        const connection = store.get(connectionId);
        const total = connection?.getValue("totalCount");
        if (connection && typeof total === "number") connection.setValue(total + 1, "totalCount");
      },
      onCompleted: (data, errors) => {
        if (errors?.length || !data.createApiKey) return onError(errors);
        onCompleted(data.createApiKey.secret);
      },
      onError,
    });
  }

  return [create, isInFlight] as const;
}
