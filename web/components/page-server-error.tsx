import { FormattedMessage, useIntl } from "react-intl";
import { ErrorScreen } from "./error-screen";
import { useDocumentTitle } from "./use-document-title";

/** 500: the server failed. */
export function PageServerError() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "common.errors.server.title" }));
  return (
    <ErrorScreen
      code={500}
      title={<FormattedMessage id="common.errors.server.title" />}
      description={<FormattedMessage id="common.errors.server.description" />}
    />
  );
}
