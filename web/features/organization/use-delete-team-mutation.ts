import { graphql, useMutation } from "react-relay";
import type { useDeleteTeamMutation as Mutation } from "../../__generated__/useDeleteTeamMutation.graphql";
import { commitMutation } from "../../relay/mutation";
import { adjustOrganizationCount } from "./organization-counts";

const mutation = graphql`
  mutation useDeleteTeamMutation($input: DeleteTeamInput!, $connections: [ID!]!) {
    deleteTeam(input: $input) {
      deletedTeamId @deleteEdge(connections: $connections)
    }
  }
`;

type DeleteTeam = { teamId: string; organizationId: string; connectionId: string };

/** Deletes a team (its members stay in the organization): the row leaves, the counts follow. */
export function useDeleteTeamMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = ({ teamId, organizationId, connectionId }: DeleteTeam) =>
    commitMutation(commit, {
      variables: { input: { teamId }, connections: [connectionId] },
      updater: (store, data) => {
        if (data?.deleteTeam)
          adjustOrganizationCount(store, organizationId, "teams", -1, connectionId);
      },
    });
  return [remove, isInFlight] as const;
}
