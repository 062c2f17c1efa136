import { graphql, useMutation } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import type { useAcceptInvitationMutation as Mutation } from "../../__generated__/useAcceptInvitationMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useAcceptInvitationMutation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      organization {
        id
        slug
      }
    }
  }
`;

/**
 * Joins the organization, which becomes the active one. The viewer's lists (organizations,
 * invitations, the switcher's) are read again when next shown: the viewer record goes stale.
 */
export function useAcceptInvitationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const accept = (id: string, connectionId?: string) =>
    commitMutation(commit, {
      variables: { input: { id } },
      updater: (store, data) => {
        if (!data?.acceptInvitation) return;
        const list = connectionId ? store.get(connectionId) : null;
        if (list) ConnectionHandler.deleteNode(list, id);
        store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
      },
    });
  return [accept, isInFlight] as const;
}
