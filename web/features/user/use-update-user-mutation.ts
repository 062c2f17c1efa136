import { useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import type { useUpdateUserMutation as Mutation } from "../../__generated__/useUpdateUserMutation.graphql";
import { userFormResult, type UserFormResult } from "./user-form-result";
import type { UserFormValues } from "./user-form-values";

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
 * own account (the API refuses to change it).
 */
export function useUpdateUserMutation(): [
  (id: string, values: UserFormValues, withRoles: boolean) => Promise<UserFormResult>,
  boolean,
] {
  const intl = useIntl();
  const [commit, inFlight] = useMutation<Mutation>(mutation);

  const update = (id: string, values: UserFormValues, withRoles: boolean) =>
    new Promise<UserFormResult>((resolve) => {
      commit({
        variables: {
          input: {
            id,
            name: values.name,
            email: values.email,
            ...(withRoles ? { roles: values.roles } : {}),
          },
        },
        onCompleted: (response, errors) =>
          resolve(userFormResult(intl, response.updateUser?.user.id, errors)),
        onError: (error) => resolve(userFormResult(intl, undefined, error)),
      });
    });

  return [update, inFlight];
}
