import { graphql, useMutation } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import type { useDeclineInvitationMutation as Mutation } from "../../__generated__/useDeclineInvitationMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useDeclineInvitationMutation($input: DeclineInvitationInput!) {
    declineInvitation(input: $input) {
      invitation {
        id
        status
      }
    }
  }
`;

/** Declines: the invitation says so where it is shown, and leaves the received list. */
export function useDeclineInvitationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const decline = (id: string, connectionId?: string) =>
    commitMutation(commit, {
      variables: { input: { id } },
      updater: (store, data) => {
        const list = connectionId ? store.get(connectionId) : null;
        if (data?.declineInvitation && list) ConnectionHandler.deleteNode(list, id);
      },
    });
  return [decline, isInFlight] as const;
}
