import { graphql, useMutation } from "react-relay";
import type { useRevokeApiKeyMutation as Mutation } from "../../__generated__/useRevokeApiKeyMutation.graphql";
import { commitMutation } from "../../relay/mutation";

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

/** Revokes a key; the store updates its `revokedAt`, so the row shows it at once. */
export function useRevokeApiKeyMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const revoke = (id: string) => commitMutation(commit, { variables: { input: { id } } });
  return [revoke, isInFlight] as const;
}
