import { graphql, useMutation } from "react-relay";
import type { useDeleteOrganizationMutation as Mutation } from "../../__generated__/useDeleteOrganizationMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useDeleteOrganizationMutation($input: DeleteOrganizationInput!) {
    deleteOrganization(input: $input) {
      deletedOrganizationId
    }
  }
`;

/**
 * Deletes an organization. Its record is marked stale, not dropped (that would flash a 404), and
 * the viewer's lists and active organization are read again when next shown.
 */
export function useDeleteOrganizationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = (organizationId: string) =>
    commitMutation(commit, {
      variables: { input: { organizationId } },
      updater: (store, data) => {
        if (!data?.deleteOrganization) return;
        store.get(organizationId)?.invalidateRecord();
        store.getRoot().getLinkedRecord("viewer")?.invalidateRecord();
      },
    });
  return [remove, isInFlight] as const;
}
