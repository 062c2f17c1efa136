import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useRevalidator } from "react-router";
import { ErrorDetails } from "./error-details";
import { ErrorScreen } from "./error-screen";
import { Button } from "./ui/button";
import { useDocumentTitle } from "./use-document-title";

// docs/product.md §Constants: "Try again" waits this long before loading the route again.
export const RETRY_DELAY_MS = 600;

type RouteErrorScreenProps = {
  message: string | undefined;
  /** Stack or response body, behind 'Show error'. */
  details: string | undefined;
};

/** The generic error screen: the message, try again (re-runs the loaders), back, home. */
export function RouteErrorScreen({ message, details }: RouteErrorScreenProps) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const [retrying, setRetrying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useDocumentTitle(intl.formatMessage({ id: "common.errors.unknown.title" }));

  useEffect(() => () => clearTimeout(timer.current), []);

  function retry() {
    setRetrying(true);
    timer.current = setTimeout(() => {
      void revalidator.revalidate().finally(() => setRetrying(false));
    }, RETRY_DELAY_MS);
  }

  return (
    <ErrorScreen
      title={<FormattedMessage id="common.errors.unknown.title" />}
      description={message ?? <FormattedMessage id="common.errors.unknown.description" />}
      actions={
        <Button loading={retrying || revalidator.state === "loading"} onClick={retry}>
          <FormattedMessage id="common.actions.tryAgain" />
        </Button>
      }
    >
      {details ? <ErrorDetails details={details} /> : null}
    </ErrorScreen>
  );
}
