import { lazy, Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { useSession } from "../auth/use-session";
import { accountSearch, parseAccountSearch } from "./account-search-params";

// The form (zod rules, react-hook-form) loads when the dialog opens (docs/decisions/027).
const FormName = lazy(() => import("../auth/form-name").then((m) => ({ default: m.FormName })));
// The e-mail form too: it starts loading with the page and keeps its height meanwhile, so the
// page neither waits for it nor shifts when it appears.
const FormAccountEmail = lazy(() =>
  import("./form-account-email").then((m) => ({ default: m.FormAccountEmail })),
);

/** Name (changed in the dialog opened by ?state=change-name) and e-mail (?newEmail= flow). */
export function AccountProfile() {
  const intl = useIntl();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseAccountSearch(searchParams);

  const setState = (state: "" | "change-name") =>
    setSearchParams(accountSearch({ ...search, state }), { replace: true });

  return (
    <>
      <Card className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-sm font-medium text-zinc-600">
            <FormattedMessage id="account.shared.name.title" />
          </h2>
          <p className="mt-1 text-zinc-900">
            <bdi>{user.name}</bdi>
          </p>
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
        <div className="mt-4 min-h-[4.5rem]">
          <Suspense fallback={null}>
            <FormAccountEmail
              currentEmail={user.email}
              newEmail={search.newEmail}
              onNewEmail={(newEmail) =>
                setSearchParams(accountSearch({ ...search, newEmail }), { replace: true })
              }
            />
          </Suspense>
        </div>
      </Card>
      <Dialog
        open={search.state === "change-name"}
        onClose={() => setState("")}
        title={<FormattedMessage id="account.shared.name.dialogTitle" />}
      >
        <FormName
          defaultName={user.name}
          submitLabel={<FormattedMessage id="account.shared.name.save" />}
          onSaved={() => {
            setState("");
            toast.success(intl.formatMessage({ id: "account.shared.name.saved" }));
          }}
          cancel={
            <Button variant="secondary" onClick={() => setState("")}>
              <FormattedMessage id="common.confirmDialog.cancel" />
            </Button>
          }
        />
      </Dialog>
    </>
  );
}
