import { graphql, useMutation } from "react-relay";
import type { useSetActiveOrganizationMutation as Mutation } from "../../__generated__/useSetActiveOrganizationMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useSetActiveOrganizationMutation($input: SetActiveOrganizationInput!) {
    setActiveOrganization(input: $input) {
      organization {
        id
        name
      }
    }
  }
`;

/**
 * Makes an organization the session's active one; the viewer's link to it follows. Everything
 * read before is stale: a list of the active organization's rows (a team's own models, ADR 114)
 * is read again when next shown, instead of the previous organization's.
 */
export function useSetActiveOrganizationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const setActive = (organizationId: string) =>
    commitMutation(commit, {
      variables: { input: { organizationId } },
      updater: (store, data) => {
        const id = data?.setActiveOrganization.organization?.id;
        const chosen = id ? store.get(id) : null;
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (chosen) viewer?.setLinkedRecord(chosen, "activeOrganization");
        store.invalidateStore();
      },
    });
  return [setActive, isInFlight] as const;
}
