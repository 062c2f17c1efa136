import { graphql, useMutation } from "react-relay";
import type { useAddTeamMemberMutation as Mutation } from "../../__generated__/useAddTeamMemberMutation.graphql";
import { commitMutation } from "../../relay/mutation";

// The payload reads the team's first page of members again, and its count for the row.
const mutation = graphql`
  mutation useAddTeamMemberMutation($input: AddTeamMemberInput!) {
    addTeamMember(input: $input) {
      team {
        id
        ...teamMembers_team
        ...teamRow_team
      }
    }
  }
`;

/** Puts one of the organization's members on a team. */
export function useAddTeamMemberMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = (input: { teamId: string; memberId: string }) =>
    commitMutation(commit, { variables: { input } });
  return [run, isInFlight] as const;
}
