import { graphql, useMutation } from "react-relay";
import type { useRevokeSessionMutation as Mutation } from "../../__generated__/useRevokeSessionMutation.graphql";
import { adjustTotalCount } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useRevokeSessionMutation($input: RevokeSessionInput!, $connections: [ID!]!) {
    revokeSession(input: $input) {
      revokedSessionId @deleteEdge(connections: $connections)
    }
  }
`;

/**
 * Signs one device out (the viewer's own, or any user's for admins) and drops its row from
 * the list it was shown in.
 */
export function useRevokeSessionMutation(connectionId: string) {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const revoke = (id: string) =>
    commitMutation(commit, {
      variables: { input: { id }, connections: [connectionId] },
      updater: (store, data) => {
        if (data?.revokeSession) adjustTotalCount(store, connectionId, -1);
      },
    });
  return [revoke, isInFlight] as const;
}
