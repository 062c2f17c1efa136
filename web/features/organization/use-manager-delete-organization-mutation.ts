import { graphql, useMutation } from "react-relay";
import type { useManagerDeleteOrganizationMutation as Mutation } from "../../__generated__/useManagerDeleteOrganizationMutation.graphql";
import { afterRootListChange, listConnections } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import { MANAGER_ORGANIZATION_LIST } from "./manager-organization-sort";

const mutation = graphql`
  mutation useManagerDeleteOrganizationMutation(
    $input: DeleteOrganizationInput!
    $connections: [ID!]!
  ) {
    deleteOrganization(input: $input) {
      deletedOrganizationId @deleteEdge(connections: $connections)
    }
  }
`;

/** An admin deletes an organization: it leaves the manager's list, its record marked stale. */
export function useManagerDeleteOrganizationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = (organizationId: string) =>
    commitMutation(commit, {
      variables: {
        input: { organizationId },
        connections: listConnections(MANAGER_ORGANIZATION_LIST),
      },
      updater: (store, data) => {
        if (!data?.deleteOrganization) return;
        store.get(organizationId)?.invalidateRecord();
        afterRootListChange(store, MANAGER_ORGANIZATION_LIST, -1);
      },
    });
  return [remove, isInFlight] as const;
}
