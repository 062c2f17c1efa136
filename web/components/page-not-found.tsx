import { FormattedMessage, useIntl } from "react-intl";
import { ErrorScreen } from "./error-screen";
import { useDocumentTitle } from "./use-document-title";

export function PageNotFound() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "common.errors.notFound.documentTitle" }));

  return (
    <ErrorScreen
      code={404}
      title={<FormattedMessage id="common.errors.notFound.title" />}
      description={<FormattedMessage id="common.errors.notFound.description" />}
    />
  );
}
