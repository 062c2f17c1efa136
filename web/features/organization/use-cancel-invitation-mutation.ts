import { graphql, useMutation } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import type { useCancelInvitationMutation as Mutation } from "../../__generated__/useCancelInvitationMutation.graphql";
import { adjustTotalCount } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useCancelInvitationMutation($input: CancelInvitationInput!) {
    cancelInvitation(input: $input) {
      invitation {
        id
        status
      }
    }
  }
`;

/** Cancels an invitation: its link stops working and it leaves the pending list. */
export function useCancelInvitationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const cancel = (id: string, connectionId: string) =>
    commitMutation(commit, {
      variables: { input: { id } },
      updater: (store, data) => {
        const list = store.get(connectionId);
        if (!data?.cancelInvitation || !list) return;
        ConnectionHandler.deleteNode(list, id);
        adjustTotalCount(store, connectionId, -1);
      },
    });
  return [cancel, isInFlight] as const;
}
