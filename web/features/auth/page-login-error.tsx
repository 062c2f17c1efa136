import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { CardDescription, CardTitle } from "../../components/ui/card";
import { buttonClassName } from "../../components/ui/button-variants";
import { useDocumentTitle } from "../../components/document-title";
import { parseLoginError } from "./search-params";

/** Where better-auth sends a failed social sign-in (docs/product.md §Flows). */
export function PageLoginError() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const error = parseLoginError(searchParams);
  useDocumentTitle(intl.formatMessage({ id: `auth.loginError.${error}.title` }));

  return (
    <>
      <CardTitle>
        <FormattedMessage id={`auth.loginError.${error}.title`} />
      </CardTitle>
      <CardDescription>
        <FormattedMessage id={`auth.loginError.${error}.description`} />
      </CardDescription>
      <Link to="/login" className={buttonClassName({ className: "mt-6 w-full" })}>
        <FormattedMessage id="auth.loginError.backToLogin" />
      </Link>
    </>
  );
}
