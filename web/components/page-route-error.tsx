import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { ErrorScreen } from "./error-screen";
import { PageForbidden } from "./page-forbidden";
import { PageNotFound } from "./page-not-found";
import { Button } from "./ui/button";
import { useDocumentTitle } from "./use-document-title";

// Spec §9: "Try again" waits this long before loading the route again.
const RETRY_DELAY_MS = 600;

function errorMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === "string" && error.data
      ? error.data
      : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error) return error.message;
  return undefined;
}

/** The root error element: a loader threw or a page failed to render. */
export function PageRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) return <PageForbidden />;
  return <RouteErrorScreen message={errorMessage(error)} />;
}

function RouteErrorScreen({ message }: { message: string | undefined }) {
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
    />
  );
}
