import { graphql, useMutation } from "react-relay";
import type { useRevokeUserSessionsMutation as Mutation } from "../../__generated__/useRevokeUserSessionsMutation.graphql";
import { commitMutation } from "../../relay/mutation";

// The payload reads the user's session list again from its first page, which replaces the
// connection in the store (now empty).
const mutation = graphql`
  mutation useRevokeUserSessionsMutation($input: RevokeUserSessionsInput!) {
    revokeUserSessions(input: $input) {
      revokedCount
      user {
        id
        ...userSessions_user
      }
    }
  }
`;

/** Signs a user out of every device; resolves with how many sessions ended. */
export function useRevokeUserSessionsMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const revokeAll = (userId: string) =>
    commitMutation(commit, { variables: { input: { userId } } });
  return [revokeAll, isInFlight] as const;
}
