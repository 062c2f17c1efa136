import { FormattedMessage, useIntl } from "react-intl";
import { ErrorScreen } from "./error-screen";
import { useDocumentTitle } from "./use-document-title";

/** 403: signed in, but without the permission the page needs. */
export function PageForbidden() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "common.errors.forbidden.documentTitle" }));

  return (
    <ErrorScreen
      code={403}
      title={<FormattedMessage id="common.errors.forbidden.title" />}
      description={<FormattedMessage id="common.errors.forbidden.description" />}
    />
  );
}
