import { graphql, useMutation } from "react-relay";
import type { useRemoveTeamMemberMutation as Mutation } from "../../__generated__/useRemoveTeamMemberMutation.graphql";
import { commitMutation } from "../../relay/mutation";

// The payload reads the team's first page of members again, and its count for the row.
const mutation = graphql`
  mutation useRemoveTeamMemberMutation($input: RemoveTeamMemberInput!) {
    removeTeamMember(input: $input) {
      team {
        id
        ...teamMembers_team
        ...teamRow_team
      }
    }
  }
`;

/** Takes a member off a team; they stay in the organization. */
export function useRemoveTeamMemberMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = (input: { teamId: string; memberId: string }) =>
    commitMutation(commit, { variables: { input } });
  return [run, isInFlight] as const;
}
