import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { Page } from "../../components/page";
import { toast } from "../../components/toast";
import { useDocumentTitle } from "../../components/use-document-title";
import { BackLink } from "../../components/back-link";
import { FormUser } from "./form-user";
import { useCreateUserMutation } from "./use-create-user-mutation";

/** /manager/users/new */
export function PageManagerUserNew() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [create] = useCreateUserMutation();
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
          const result = await create(values);
          if (!result.ok) return result.error;
          toast.success(intl.formatMessage({ id: "user.manager.new.created" }));
          await navigate(`/manager/users/${encodeURIComponent(result.value.createUser.user.id)}`);
          return null;
        }}
      />
    </Page>
  );
}
