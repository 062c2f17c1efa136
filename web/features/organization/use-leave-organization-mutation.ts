import { graphql, useMutation } from "react-relay";
import type { useLeaveOrganizationMutation as Mutation } from "../../__generated__/useLeaveOrganizationMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useLeaveOrganizationMutation($input: LeaveOrganizationInput!) {
    leaveOrganization(input: $input) {
      removedMemberId
    }
  }
`;

/**
 * Leaves an organization. Its record goes stale (its page would now be refused) and so does the
 * viewer's: their organization list and active organization are read again when next shown.
 */
export function useLeaveOrganizationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const leave = (organizationId: string) =>
    commitMutation(commit, {
      variables: { input: { organizationId } },
      updater: (store, data) => {
        if (!data?.leaveOrganization) return;
        store.get(organizationId)?.invalidateRecord();
        store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
      },
    });
  return [leave, isInFlight] as const;
}
