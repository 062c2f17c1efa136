import { graphql, useMutation } from "react-relay";
import type { useBanUserMutation as Mutation } from "../../__generated__/useBanUserMutation.graphql";
import { commitMutation } from "../../relay/mutation";

// A ban also ends the user's sessions: the payload reads them again with the ban state.
const mutation = graphql`
  mutation useBanUserMutation($input: BanUserInput!) {
    banUser(input: $input) {
      user {
        id
        ...userBanPanel_user
        ...userSummary_user
        ...userSessions_user
      }
    }
  }
`;

type BanInput = { userId: string; reason: string; expiresAt: Date | undefined };

/** Bans a user with a reason and an optional end; the page shows the new state at once. */
export function useBanUserMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const ban = ({ userId, reason, expiresAt }: BanInput) =>
    commitMutation(commit, {
      variables: { input: { userId, reason, expiresAt: expiresAt?.toISOString() } },
    });
  return [ban, isInFlight] as const;
}
