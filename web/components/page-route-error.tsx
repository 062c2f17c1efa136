import { useEffect, useEffectEvent, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { isServiceUnavailable, isUnreachable } from "../relay/retry";
import { ChunkError } from "./chunk-error";
import { isChunkLoadError } from "./chunk-reload";
import { ErrorDetails } from "./error-details";
import { ErrorScreen, TryAgainButton, type ErrorKind } from "./error-screen";
import { UnreachableError } from "./unreachable-error";
import { Button } from "./ui/button";

// The server's Retry-After (server/db/database-unavailable.ts).
const SERVICE_RETRY_MS = 5000;
// docs/product.md §Constants: "Try again" waits this long before loading the route again.
const RETRY_DELAY_MS = 600;

const STATUS_KINDS: Record<number, ErrorKind> = {
  403: "forbidden",
  404: "notFound",
  500: "server",
};

/**
 * The routes' error element: a status a loader threw gets its page; a server out of reach, a
 * page whose code is gone and anything else get words for people, the technical text behind
 * "Show error" (docs/decisions/095).
 */
export function PageRouteError() {
  const error = useRouteError();
  if (isServiceUnavailable(error) || (isRouteErrorResponse(error) && error.status === 503)) {
    return <ServiceUnavailable />;
  }
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen kind={STATUS_KINDS[error.status] ?? "unknownStatus"} code={error.status} />;
  }
  if (isUnreachable(error)) return <UnreachableError error={error} />;
  if (isChunkLoadError(error)) return <ChunkError error={error} />;
  return <UnknownError error={error} />;
}

/** 503 past the retries: down for a moment, not broken; reloads by itself every few seconds. */
function ServiceUnavailable() {
  const revalidator = useRevalidator();
  const reload = useEffectEvent(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  });
  useEffect(() => {
    const timer = setInterval(reload, SERVICE_RETRY_MS);
    return () => clearInterval(timer);
  }, []);

  return <ErrorScreen kind="serviceUnavailable" code={503} actions={<TryAgainButton />} />;
}

/** A failed query or a render error: "This page couldn't load", try again (the loaders). */
function UnknownError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  const [retrying, setRetrying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function retry() {
    setRetrying(true);
    timer.current = setTimeout(() => {
      void revalidator.revalidate().finally(() => setRetrying(false));
    }, RETRY_DELAY_MS);
  }

  return (
    <ErrorScreen
      kind="unknown"
      actions={
        <Button loading={retrying || revalidator.state === "loading"} onClick={retry}>
          <FormattedMessage id="common.actions.tryAgain" />
        </Button>
      }
    >
      <ErrorDetails error={error} />
    </ErrorScreen>
  );
}
