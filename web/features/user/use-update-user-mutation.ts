import { graphql, useMutation } from "react-relay";
import type { useUpdateUserMutation as Mutation } from "../../__generated__/useUpdateUserMutation.graphql";
import { commitMutation } from "../../relay/mutation";
import type { UserValues } from "./form-user";
import { graphQLRoles } from "./roles-field";

const mutation = graphql`
  mutation useUpdateUserMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        name
        email
        roles
        onboarded
      }
    }
  }
`;

/**
 * Saves a user; the payload refreshes them in the store. `roles` is left out for your own
 * account (the API refuses to change it), and `email` always: an address moves only with its
 * holder's consent (docs/decisions/044, use-request-user-email-change-mutation.ts).
 */
export function useUpdateUserMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = (id: string, { name, roles }: Omit<UserValues, "email">, withRoles: boolean) =>
    commitMutation(commit, {
      variables: { input: { id, name, ...(withRoles ? { roles: graphQLRoles(roles) } : {}) } },
    });
  return [update, isInFlight] as const;
}
