import { graphql, useMutation } from "react-relay";
import type { useUpdateViewerMutation as Mutation } from "../../__generated__/useUpdateViewerMutation.graphql";
import { commitMutation } from "../../relay/mutation";

const mutation = graphql`
  mutation useUpdateViewerMutation($input: UpdateViewerInput!) {
    updateViewer(input: $input) {
      user {
        id
        name
        onboarded
      }
    }
  }
`;

/** Saves the signed-in user's name; the payload updates the user wherever it is shown. */
export function useUpdateViewerMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = (name: string) => commitMutation(commit, { variables: { input: { name } } });
  return [update, isInFlight] as const;
}
