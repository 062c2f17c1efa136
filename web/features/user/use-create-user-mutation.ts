import { useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import type { useCreateUserMutation as Mutation } from "../../__generated__/useCreateUserMutation.graphql";
import { userFormResult, type UserFormResult } from "./user-form-result";
import type { UserFormValues } from "./user-form-values";

const mutation = graphql`
  mutation useCreateUserMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        id
      }
    }
  }
`;

/** createUser; resolves with the new user's id, or the errors to show on the form. */
export function useCreateUserMutation(): [
  (values: UserFormValues) => Promise<UserFormResult>,
  boolean,
] {
  const intl = useIntl();
  const [commit, inFlight] = useMutation<Mutation>(mutation);

  const create = (values: UserFormValues) =>
    new Promise<UserFormResult>((resolve) => {
      commit({
        variables: { input: { name: values.name, email: values.email, roles: values.roles } },
        // Lists and counts elsewhere now miss this user: read them afresh when next shown.
        updater: (store) => store.invalidateStore(),
        onCompleted: (response, errors) =>
          resolve(userFormResult(intl, response.createUser?.user.id, errors)),
        onError: (error) => resolve(userFormResult(intl, undefined, error)),
      });
    });

  return [create, inFlight];
}
