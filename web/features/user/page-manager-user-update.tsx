import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, useMutation, usePreloadedQuery } from "react-relay";
import { useNavigate } from "react-router";
import type { pageManagerUserUpdateQuery } from "../../__generated__/pageManagerUserUpdateQuery.graphql";
import type { pageManagerUserUpdate_user$key } from "../../__generated__/pageManagerUserUpdate_user.graphql";
import type { pageManagerUserUpdateMutation } from "../../__generated__/pageManagerUserUpdateMutation.graphql";
import { Page } from "../../components/page";
import { toast } from "../../components/toast";
import { Dialog } from "../../components/ui/dialog";
import { PageNotFound } from "../../components/error-screen";
import { useDocumentTitle } from "../../components/document-title";
import { commitMutation } from "../../relay/mutation";
import { useRouteQuery } from "../../relay/route-query";
import { BackLink } from "../../components/back-link";
import { FormUser, formRoles, graphQLRoles } from "./form-user";
import { userPath } from "./user-paths";
import { UserEmailField } from "./user-email-field";
import { FormUserEmailChange } from "./form-user-email-change";

const query = graphql`
  query pageManagerUserUpdateQuery($id: ID!) {
    user(id: $id) {
      ...pageManagerUserUpdate_user
    }
    viewer {
      id
    }
  }
`;

const fragment = graphql`
  fragment pageManagerUserUpdate_user on User {
    id
    name
    email
    roles
  }
`;

// The payload refreshes the user in the store. The address is never sent: it moves only with
// its holder's consent (docs/decisions/044, form-user-email-change.tsx).
const mutation = graphql`
  mutation pageManagerUserUpdateMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        name
        roles
        onboarded
      }
    }
  }
`;

/**
 * /manager/users/:id/update: name and roles (your own roles stay as they are); the e-mail
 * address moves in a dialog, with its new owner's code (docs/decisions/044).
 */
export function PageManagerUserUpdate() {
  const data = usePreloadedQuery<pageManagerUserUpdateQuery>(
    query,
    useRouteQuery<pageManagerUserUpdateQuery>(),
  );
  // A missing user (a bad id, or one just deleted): the 404 screen, with its own title.
  if (!data.user) return <PageNotFound />;
  return <UpdateForm user={data.user} viewerId={data.viewer?.id} />;
}

function UpdateForm({
  user,
  viewerId,
}: {
  user: pageManagerUserUpdate_user$key;
  viewerId: string | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = useFragment(fragment, user);
  useDocumentTitle(intl.formatMessage({ id: "user.manager.update.title" }));
  const [commit] = useMutation<pageManagerUserUpdateMutation>(mutation);
  const [movingEmail, setMovingEmail] = useState(false);
  const self = data.id === viewerId;
  // The server refuses both moves (your own needs both codes; an admin's, that admin).
  const emailBlocked = self ? "self" : data.roles.includes("ADMIN") ? "admin" : null;
  const detail = userPath(data.id);

  return (
    <Page
      back={<BackLink to={detail} label="user.manager.shared.backToUser" />}
      title={
        <FormattedMessage
          id="user.manager.update.heading"
          values={{ name: <bdi>{data.name || data.email}</bdi> }}
        />
      }
    >
      <FormUser
        defaultValues={{ name: data.name, email: data.email, roles: formRoles(data.roles) }}
        rolesReadOnly={self}
        emailField={
          <UserEmailField
            email={data.email}
            blocked={emailBlocked}
            onChange={() => setMovingEmail(true)}
          />
        }
        submitLabel="user.manager.update.submit"
        onCancel={() => void navigate(detail)}
        onSubmit={async (values) => {
          // Your own roles are not sent: the API refuses to change them.
          const roles = self ? {} : { roles: graphQLRoles(values.roles) };
          const result = await commitMutation(commit, {
            variables: { input: { id: data.id, name: values.name, ...roles } },
            // Stale: the user's page, shown next, fetches its Activity with this change.
            updater: (store, response) => {
              if (response?.updateUser) store.get(data.id)?.invalidateRecord();
            },
          });
          if (!result.ok) return result.error;
          toast.success(intl.formatMessage({ id: "user.manager.update.saved" }));
          await navigate(detail);
          return null;
        }}
      />
      {/* Outside the form: its own form's submit must not bubble into this one. */}
      <Dialog
        open={movingEmail}
        onClose={() => setMovingEmail(false)}
        title={<FormattedMessage id="user.manager.emailChange.dialogTitle" />}
        description={<FormattedMessage id="user.manager.emailChange.dialogDescription" />}
      >
        <FormUserEmailChange userId={data.id} onClose={() => setMovingEmail(false)} />
      </Dialog>
    </Page>
  );
}
