import { graphql, useMutation } from "react-relay";
import type { useCreateUserMutation as Mutation } from "../../__generated__/useCreateUserMutation.graphql";
import { afterRootListChange, listConnections } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import type { UserValues } from "./form-user";
import { graphQLRoles } from "./roles-field";
import { USER_LIST } from "./user-sort";

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

/** Creates a user: they head the users list (until it is read again in order) and count. */
export function useCreateUserMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = (values: UserValues) =>
    commitMutation(commit, {
      variables: {
        input: { ...values, roles: graphQLRoles(values.roles) },
        connections: listConnections(USER_LIST),
      },
      updater: (store, data) => {
        if (data?.createUser) afterRootListChange(store, USER_LIST, 1);
      },
    });
  return [create, isInFlight] as const;
}
