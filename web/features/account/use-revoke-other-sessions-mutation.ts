import { graphql, useMutation } from "react-relay";
import type { useRevokeOtherSessionsMutation as Mutation } from "../../__generated__/useRevokeOtherSessionsMutation.graphql";
import { commitMutation } from "../../relay/mutation";

// The payload reads the viewer's session list again from its first page, which replaces the
// connection in the store: only this device is left.
const mutation = graphql`
  mutation useRevokeOtherSessionsMutation {
    revokeOtherSessions {
      revokedCount
      viewer {
        ...accountSessions_user
      }
    }
  }
`;

/** Signs out every other device of the viewer; resolves with how many were signed out. */
export function useRevokeOtherSessionsMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const revokeOthers = () => commitMutation(commit, { variables: {} });
  return [revokeOthers, isInFlight] as const;
}
