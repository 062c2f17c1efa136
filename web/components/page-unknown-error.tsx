import { FormattedMessage, useIntl } from "react-intl";
import { ErrorScreen } from "./error-screen";
import { useDocumentTitle } from "./use-document-title";

/** Any other HTTP error status: what it was, and ways out. */
export function PageUnknownError({ status }: { status: number }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "common.errors.unknownStatus.title" }));
  return (
    <ErrorScreen
      code={status}
      title={<FormattedMessage id="common.errors.unknownStatus.title" />}
      description={<FormattedMessage id="common.errors.unknownStatus.description" />}
    />
  );
}
