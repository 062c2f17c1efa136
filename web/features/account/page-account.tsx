import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { useDocumentTitle } from "../../components/use-document-title";
import { FormName } from "../auth/form-name";
import { useSession } from "../auth/use-session";
import { AccountDelete } from "./account-delete";
import { accountSearch, parseAccountSearch } from "./account-search-params";
import { FormAccountEmail } from "./form-account-email";

/** /app/account and /manager/account: name, e-mail and account deletion. */
export function PageAccount() {
  const intl = useIntl();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseAccountSearch(searchParams);
  useDocumentTitle(intl.formatMessage({ id: "account.shared.page.title" }));

  const setState = (state: "" | "change-name") =>
    setSearchParams(accountSearch({ ...search, state }), { replace: true });

  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-zinc-900">
        <FormattedMessage id="account.shared.page.title" />
      </h1>
      <Card className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-sm font-medium text-zinc-600">
            <FormattedMessage id="account.shared.name.title" />
          </h2>
          <p className="mt-1 text-zinc-900">{user.name}</p>
        </div>
        <Button variant="secondary" onClick={() => setState("change-name")}>
          <FormattedMessage id="account.shared.name.change" />
        </Button>
      </Card>
      <Card>
        <h2 className="text-sm font-medium text-zinc-600">
          <FormattedMessage id="account.shared.email.title" />
        </h2>
        <p className="mt-1 break-words text-zinc-900">
          <bdi>{user.email}</bdi>
        </p>
        <div className="mt-4">
          <FormAccountEmail
            newEmail={search.newEmail}
            onNewEmail={(newEmail) =>
              setSearchParams(accountSearch({ ...search, newEmail }), { replace: true })
            }
          />
        </div>
      </Card>
      <AccountDelete />
      <Dialog
        open={search.state === "change-name"}
        onClose={() => setState("")}
        title={<FormattedMessage id="account.shared.name.dialogTitle" />}
      >
        <FormName
          defaultName={user.name}
          submitLabel={<FormattedMessage id="account.shared.name.save" />}
          onSaved={() => setState("")}
          actions={
            <Button variant="ghost" onClick={() => setState("")}>
              <FormattedMessage id="common.confirmDialog.cancel" />
            </Button>
          }
        />
      </Dialog>
    </section>
  );
}
