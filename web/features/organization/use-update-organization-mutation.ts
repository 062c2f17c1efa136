import { graphql, useMutation } from "react-relay";
import type { useUpdateOrganizationMutation as Mutation } from "../../__generated__/useUpdateOrganizationMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useUpdateOrganizationMutation($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      organization {
        id
        name
        slug
      }
    }
  }
`;

type UpdateOrganization = { organizationId: string; name: string; slug: string };

/** Saves a new name or slug; the record, and every place it is shown, take them from the payload. */
export function useUpdateOrganizationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = (input: UpdateOrganization) => commitMutation(commit, { variables: { input } });
  return [update, isInFlight] as const;
}
