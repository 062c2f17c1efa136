import { graphql, useMutation } from "react-relay";
import type { useDeleteUserMutation as Mutation } from "../../__generated__/useDeleteUserMutation.graphql";
import { afterRootListChange, listConnections } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import { USER_LIST } from "./user-sort";

const mutation = graphql`
  mutation useDeleteUserMutation($input: DeleteUserInput!, $connections: [ID!]!) {
    deleteUser(input: $input) {
      deletedUserId @deleteEdge(connections: $connections)
    }
  }
`;

/**
 * Deletes a user for good: their row leaves the users list at once. The record itself is
 * only marked stale (searches that showed it, their page) rather than dropped, so the page
 * the admin is leaving does not flash a 404 first.
 */
export function useDeleteUserMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  /** `connectionId`: the list the row was deleted from, when not the default one. */
  const remove = (userId: string, connectionId?: string) =>
    commitMutation(commit, {
      variables: { input: { userId }, connections: listConnections(USER_LIST, connectionId) },
      updater: (store, data) => {
        if (!data?.deleteUser) return;
        store.get(userId)?.invalidateRecord();
        afterRootListChange(store, USER_LIST, -1, connectionId);
      },
    });
  return [remove, isInFlight] as const;
}
