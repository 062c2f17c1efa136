import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router";
import type { pageManagerUserNewMutation } from "../../__generated__/pageManagerUserNewMutation.graphql";
import { BackLink } from "../../components/back-link";
import { Page } from "../../components/page";
import { toast } from "../../components/toast";
import { useDocumentTitle } from "../../components/document-title";
import { afterRootListChange, listConnections } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import { FormUser, graphQLRoles } from "./form-user";
import { userPath } from "./user-paths";
import { USER_LIST } from "./user-sort";

// The new user heads the users list (until it is read again in order) and its count.
const mutation = graphql`
  mutation pageManagerUserNewMutation($input: CreateUserInput!, $connections: [ID!]!) {
    createUser(input: $input) {
      user @prependNode(connections: $connections, edgeTypeName: "UserEdge") {
        id
        ...userRow_user
      }
    }
  }
`;

/** /manager/users/new */
export function PageManagerUserNew() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [commit] = useMutation<pageManagerUserNewMutation>(mutation);
  useDocumentTitle(intl.formatMessage({ id: "user.manager.new.title" }));

  return (
    <Page
      back={<BackLink to="/manager/users" label="user.manager.shared.backToList" />}
      title={<FormattedMessage id="user.manager.new.title" />}
    >
      <FormUser
        defaultValues={{ name: "", email: "", roles: ["user"] }}
        submitLabel="user.manager.new.submit"
        onCancel={() => void navigate("/manager/users")}
        onSubmit={async (values) => {
          const result = await commitMutation(commit, {
            variables: {
              input: { ...values, roles: graphQLRoles(values.roles) },
              connections: listConnections(USER_LIST),
            },
            updater: (store, data) => {
              if (data?.createUser) afterRootListChange(store, USER_LIST, 1);
            },
          });
          if (!result.ok) return result.error;
          toast.success(intl.formatMessage({ id: "user.manager.new.created" }));
          await navigate(userPath(result.value.createUser.user.id));
          return null;
        }}
      />
    </Page>
  );
}
