import { graphql, useMutation } from "react-relay";
import type { useRevokeApiKeyMutation as Mutation } from "../../__generated__/useRevokeApiKeyMutation.graphql";

const mutation = graphql`
  mutation useRevokeApiKeyMutation($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      apiKey {
        id
        revokedAt
      }
    }
  }
`;

type Callbacks = { onCompleted: () => void; onError: (error: unknown) => void };

/** Revokes a key; the store updates its `revokedAt`, so the row shows it at once. */
export function useRevokeApiKeyMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);

  function revoke(id: string, { onCompleted, onError }: Callbacks) {
    commit({
      variables: { input: { id } },
      onCompleted: (data, errors) => {
        if (errors?.length || !data.revokeApiKey) return onError(errors);
        onCompleted();
      },
      onError,
    });
  }

  return [revoke, isInFlight] as const;
}
