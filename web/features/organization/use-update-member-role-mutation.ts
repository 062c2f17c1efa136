import { graphql, useMutation } from "react-relay";
import type {
  OrganizationRole,
  useUpdateMemberRoleMutation as Mutation,
} from "../../__generated__/useUpdateMemberRoleMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useUpdateMemberRoleMutation($input: UpdateMemberRoleInput!) {
    updateMemberRole(input: $input) {
      member {
        id
        role
        isViewer
      }
    }
  }
`;

/** Changes a member's tier; the row shows the new one from the payload. */
export function useUpdateMemberRoleMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = (input: { memberId: string; role: OrganizationRole }) =>
    commitMutation(commit, { variables: { input } });
  return [update, isInFlight] as const;
}
