import { graphql, useMutation } from "react-relay";
import type { useUnbanUserMutation as Mutation } from "../../__generated__/useUnbanUserMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useUnbanUserMutation($input: UnbanUserInput!) {
    unbanUser(input: $input) {
      user {
        id
        ...userBanPanel_user
        ...userSummary_user
      }
    }
  }
`;

/** Lifts a user's ban; the page shows the new state at once. */
export function useUnbanUserMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const unban = (userId: string) => commitMutation(commit, { variables: { input: { userId } } });
  return [unban, isInFlight] as const;
}
