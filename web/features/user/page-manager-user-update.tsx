import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment, usePreloadedQuery } from "react-relay";
import { useNavigate } from "react-router";
import type { pageManagerUserUpdateQuery } from "../../__generated__/pageManagerUserUpdateQuery.graphql";
import type { pageManagerUserUpdate_user$key } from "../../__generated__/pageManagerUserUpdate_user.graphql";
import { toast } from "../../components/toast";
import { PageNotFound } from "../../components/page-not-found";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { BackLink } from "../../components/back-link";
import { FormUser } from "./form-user";
import { formRoles } from "./roles-field";
import { useUpdateUserMutation } from "./use-update-user-mutation";

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

/** /manager/users/:id/update: name, e-mail and roles (your own roles stay as they are). */
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
  const [update] = useUpdateUserMutation();
  const self = data.id === viewerId;
  const detail = `/manager/users/${encodeURIComponent(data.id)}`;

  return (
    <section className="flex flex-col gap-6">
      <BackLink to={detail} label="user.manager.shared.backToUser" />
      <h1 className="text-2xl font-semibold text-zinc-900">
        <FormattedMessage
          id="user.manager.update.heading"
          values={{ name: data.name || data.email }}
        />
      </h1>
      <FormUser
        defaultValues={{ name: data.name, email: data.email, roles: formRoles(data.roles) }}
        rolesReadOnly={self}
        submitLabel="user.manager.update.submit"
        onCancel={() => void navigate(detail)}
        onSubmit={async (values) => {
          const result = await update(data.id, values, !self);
          if (!result.ok) return result.error;
          toast.success(intl.formatMessage({ id: "user.manager.update.saved" }));
          await navigate(detail);
          return null;
        }}
      />
    </section>
  );
}
