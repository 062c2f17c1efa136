import { graphql, useMutation } from "react-relay";
import type { useCreateTeamMutation as Mutation } from "../../__generated__/useCreateTeamMutation.graphql";
import { commitMutation } from "../../relay/mutation";
import { adjustOrganizationCount } from "./organization-counts";

const mutation = graphql`
  mutation useCreateTeamMutation($input: CreateTeamInput!, $connections: [ID!]!) {
    createTeam(input: $input) {
      team @appendNode(connections: $connections, edgeTypeName: "TeamEdge") {
        id
        ...teamRow_team
      }
    }
  }
`;

/** Creates a team: it joins the list (at its end until the list is read again by name). */
export function useCreateTeamMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = (input: { organizationId: string; name: string }, connectionId: string) =>
    commitMutation(commit, {
      variables: { input, connections: [connectionId] },
      updater: (store, data) => {
        if (data?.createTeam) {
          adjustOrganizationCount(store, input.organizationId, "teams", 1, connectionId);
        }
      },
    });
  return [create, isInFlight] as const;
}
