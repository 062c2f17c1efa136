import { graphql, useMutation } from "react-relay";
import type { useCreateOrganizationMutation as Mutation } from "../../__generated__/useCreateOrganizationMutation.graphql";
import { adjustTotalCount } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useCreateOrganizationMutation($input: CreateOrganizationInput!, $connections: [ID!]!) {
    createOrganization(input: $input) {
      organization @prependNode(connections: $connections, edgeTypeName: "OrganizationEdge") {
        id
        slug
        ...organizationRow_organization
      }
    }
  }
`;

/**
 * Creates an organization, which becomes the active one: it heads the viewer's list, and the
 * viewer's active organization is read again where it is shown.
 */
export function useCreateOrganizationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = (input: { name: string; slug: string }, connectionId: string) =>
    commitMutation(commit, {
      variables: { input, connections: [connectionId] },
      updater: (store, data) => {
        const organization = data?.createOrganization.organization;
        if (!organization) return;
        adjustTotalCount(store, connectionId, 1);
        const created = store.get(organization.id);
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (created) viewer?.setLinkedRecord(created, "activeOrganization");
      },
    });
  return [create, isInFlight] as const;
}
