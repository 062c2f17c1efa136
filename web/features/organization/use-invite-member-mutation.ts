import { graphql, useMutation } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import type {
  InviteMemberInput,
  useInviteMemberMutation as Mutation,
} from "../../__generated__/useInviteMemberMutation.graphql";
import { adjustTotalCount } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useInviteMemberMutation($input: InviteMemberInput!, $connections: [ID!]!) {
    inviteMember(input: $input) {
      invitation @prependNode(connections: $connections, edgeTypeName: "InvitationEdge") {
        id
        ...invitationRow_invitation
      }
    }
  }
`;

/** Sends an invitation: it heads the pending list, if that page was read already. */
export function useInviteMemberMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const invite = (input: InviteMemberInput) => {
    const connectionId = ConnectionHandler.getConnectionID(
      input.organizationId,
      "invitationList_invitations",
    );
    return commitMutation(commit, {
      variables: { input, connections: [connectionId] },
      updater: (store, data) => {
        if (data?.inviteMember) adjustTotalCount(store, connectionId, 1);
      },
    });
  };
  return [invite, isInFlight] as const;
}
