import { useEffect, useEffectEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useRevalidator } from "react-router";
import { ErrorScreen } from "./error-screen";
import { Button } from "./ui/button";
import { useDocumentTitle } from "./use-document-title";

// The server's Retry-After (server/db/database-unavailable.ts).
export const SERVICE_RETRY_MS = 5000;

/**
 * 503 past the query's own retries: the service is down for a moment (database outage,
 * restart), not broken. The page reloads its data every few seconds by itself, and at once
 * on "Try again".
 */
export function PageServiceUnavailable() {
  const intl = useIntl();
  const revalidator = useRevalidator();
  useDocumentTitle(intl.formatMessage({ id: "common.errors.serviceUnavailable.title" }));

  const reload = useEffectEvent(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  });
  useEffect(() => {
    const timer = setInterval(reload, SERVICE_RETRY_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <ErrorScreen
      code={503}
      title={<FormattedMessage id="common.errors.serviceUnavailable.title" />}
      description={<FormattedMessage id="common.errors.serviceUnavailable.description" />}
      actions={
        <Button
          loading={revalidator.state === "loading"}
          onClick={() => void revalidator.revalidate()}
        >
          <FormattedMessage id="common.actions.tryAgain" />
        </Button>
      }
    />
  );
}
