import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { CardDescription, CardTitle } from "../../components/ui/card";
import { useDocumentTitle } from "../../components/use-document-title";
import { FormLogin } from "./form-login";
import { parseLoginSearch } from "./search-params";

export function PageLogin() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { redirect } = parseLoginSearch(searchParams);
  useDocumentTitle(intl.formatMessage({ id: "auth.login.title" }));

  return (
    <>
      <CardTitle>
        <FormattedMessage id="auth.login.title" />
      </CardTitle>
      <CardDescription>
        <FormattedMessage id="auth.login.description" />
      </CardDescription>
      <div className="mt-6">
        <FormLogin redirect={redirect} />
      </div>
    </>
  );
}
