import { graphql, useMutation } from "react-relay";
import type { useUpdateUserMutation as Mutation } from "../../__generated__/useUpdateUserMutation.graphql";
import { mutationError, type MutationResult } from "../../relay/mutation-result";
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
 * updateUser; the payload refreshes the user in the store. `roles` is left out for your
 * own account (the API refuses to change it), and `email` always: an address moves only with
 * its holder's consent (docs/decisions/044, use-request-user-email-change-mutation.ts).
 */
export function useUpdateUserMutation(): [
  (
    id: string,
    values: Omit<UserValues, "email">,
    withRoles: boolean,
  ) => Promise<MutationResult<null>>,
  boolean,
] {
  const [commit, inFlight] = useMutation<Mutation>(mutation);

  const update = (id: string, values: Omit<UserValues, "email">, withRoles: boolean) =>
    new Promise<MutationResult<null>>((resolve) => {
      commit({
        variables: {
          input: {
            id,
            name: values.name,
            ...(withRoles ? { roles: graphQLRoles(values.roles) } : {}),
          },
        },
        onCompleted: (response, errors) => {
          if (response.updateUser && !errors?.length) resolve({ ok: true, value: null });
          else resolve({ ok: false, error: mutationError(errors) });
        },
        onError: (error) => resolve({ ok: false, error: mutationError(error) }),
      });
    });

  return [update, inFlight];
}
