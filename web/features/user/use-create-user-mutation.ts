import { graphql, useMutation } from "react-relay";
import type { useCreateUserMutation as Mutation } from "../../__generated__/useCreateUserMutation.graphql";
import { mutationError, type MutationResult } from "../../relay/mutation-result";
import { afterRootListChange, rootListConnectionId } from "../../relay/root-lists";
import type { UserValues } from "./form-user";
import { graphQLRoles } from "./roles-field";

const mutation = graphql`
  mutation useCreateUserMutation($input: CreateUserInput!, $connections: [ID!]!) {
    createUser(input: $input) {
      user @prependNode(connections: $connections, edgeTypeName: "UserEdge") {
        id
        ...userRow_user
      }
    }
  }
`;

/** createUser; resolves with the new user's id, or the refusal to show on the form. */
export function useCreateUserMutation(): [
  (values: UserValues) => Promise<MutationResult<{ id: string }>>,
  boolean,
] {
  const [commit, inFlight] = useMutation<Mutation>(mutation);

  const create = (values: UserValues) =>
    new Promise<MutationResult<{ id: string }>>((resolve) => {
      commit({
        variables: {
          input: { ...values, roles: graphQLRoles(values.roles) },
          connections: [rootListConnectionId("users")],
        },
        // The new user heads the users list (until it is read again in order) and counts.
        updater: (store, data) => {
          if (data?.createUser) afterRootListChange(store, "users", 1);
        },
        onCompleted: (response, errors) => {
          const id = response.createUser?.user.id;
          if (id && !errors?.length) resolve({ ok: true, value: { id } });
          else resolve({ ok: false, error: mutationError(errors) });
        },
        onError: (error) => resolve({ ok: false, error: mutationError(error) }),
      });
    });

  return [create, inFlight];
}
