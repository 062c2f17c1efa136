import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { planReload } from "./chunk-reload";
import { ErrorDetails } from "./error-details";
import { ErrorScreen } from "./error-screen";
import { Button } from "./ui/button";
import { PageSpinner } from "./ui/spinner";

/**
 * The page's code could not be downloaded, most likely replaced by a deploy: the page loads
 * again, once (chunk-reload.ts); if that did not help, the error screen and a way to retry.
 */
export function ChunkError({ error }: { error: unknown }) {
  const [reloading] = useState(() => planReload(Date.now()));
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  if (reloading) return <PageSpinner />;
  return (
    <ErrorScreen
      kind="outdated"
      actions={
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="common.actions.reloadPage" />
        </Button>
      }
    >
      <ErrorDetails error={error} />
    </ErrorScreen>
  );
}
