import { graphql, useMutation } from "react-relay";
import type { useConfirmUserEmailChangeMutation as Mutation } from "../../__generated__/useConfirmUserEmailChangeMutation.graphql";
import { commitMutation } from "../../relay/mutation";

// The move ends all the user's sessions: the payload reads them again with the new address,
// so the list, the user's page and this form show it at once.
const mutation = graphql`
  mutation useConfirmUserEmailChangeMutation($input: ConfirmUserEmailChangeInput!) {
    confirmUserEmailChange(input: $input) {
      user {
        id
        email
        ...userSessions_user
      }
    }
  }
`;

/** Completes the move with the code the new address received. */
export function useConfirmUserEmailChangeMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const confirm = (userId: string, code: string) =>
    commitMutation(commit, { variables: { input: { userId, code } } });
  return [confirm, isInFlight] as const;
}
