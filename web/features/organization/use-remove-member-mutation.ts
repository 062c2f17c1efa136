import { graphql, useMutation } from "react-relay";
import type { useRemoveMemberMutation as Mutation } from "../../__generated__/useRemoveMemberMutation.graphql";
import { commitMutation } from "../../relay/mutation";
import { adjustOrganizationCount } from "./organization-counts";

const mutation = graphql`
  mutation useRemoveMemberMutation($input: RemoveMemberInput!, $connections: [ID!]!) {
    removeMember(input: $input) {
      removedMemberId @deleteEdge(connections: $connections)
    }
  }
`;

type RemoveMember = { memberId: string; organizationId: string; connectionId: string };

/** Takes someone out of the organization: their row leaves the list, the counts follow. */
export function useRemoveMemberMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = ({ memberId, organizationId, connectionId }: RemoveMember) =>
    commitMutation(commit, {
      variables: { input: { memberId }, connections: [connectionId] },
      updater: (store, data) => {
        if (data?.removeMember) {
          adjustOrganizationCount(store, organizationId, "members", -1, connectionId);
        }
      },
    });
  return [remove, isInFlight] as const;
}
