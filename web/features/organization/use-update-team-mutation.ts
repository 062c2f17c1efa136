import { graphql, useMutation } from "react-relay";
import type { useUpdateTeamMutation as Mutation } from "../../__generated__/useUpdateTeamMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useUpdateTeamMutation($input: UpdateTeamInput!) {
    updateTeam(input: $input) {
      team {
        id
        name
      }
    }
  }
`;

/** Renames a team; its row shows the new name from the payload. */
export function useUpdateTeamMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = (input: { teamId: string; name: string }) =>
    commitMutation(commit, { variables: { input } });
  return [update, isInFlight] as const;
}
