import { graphql, useMutation } from "react-relay";
import type { useResendInvitationMutation as Mutation } from "../../__generated__/useResendInvitationMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useResendInvitationMutation($input: ResendInvitationInput!) {
    resendInvitation(input: $input) {
      invitation {
        id
        status
        expiresAt
      }
    }
  }
`;

/** Mails an invitation again; its row shows the new expiry (an expired one is pending again). */
export function useResendInvitationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const resend = (id: string) => commitMutation(commit, { variables: { input: { id } } });
  return [resend, isInFlight] as const;
}
