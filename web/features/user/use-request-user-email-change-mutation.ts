import { graphql, useMutation } from "react-relay";
import type { useRequestUserEmailChangeMutation as Mutation } from "../../__generated__/useRequestUserEmailChangeMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useRequestUserEmailChangeMutation($input: RequestUserEmailChangeInput!) {
    requestUserEmailChange(input: $input) {
      user {
        id
        email
      }
    }
  }
`;

/**
 * Starts moving a user to a new address (docs/decisions/044): the new address gets a code;
 * nothing changes until it is confirmed.
 */
export function useRequestUserEmailChangeMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const request = (userId: string, email: string) =>
    commitMutation(commit, { variables: { input: { userId, email } } });
  return [request, isInFlight] as const;
}
