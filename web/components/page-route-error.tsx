import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { isServiceUnavailable } from "../relay/retry";
import { ErrorScreen, type ErrorKind } from "./error-screen";
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

/** The routes' error element: a status a loader threw gets its page; anything else, the generic one. */
export function PageRouteError() {
  const error = useRouteError();
  if (isServiceUnavailable(error) || (isRouteErrorResponse(error) && error.status === 503)) {
    return <ServiceUnavailable />;
  }
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen kind={STATUS_KINDS[error.status] ?? "unknownStatus"} code={error.status} />;
  }
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

  return (
    <ErrorScreen
      kind="serviceUnavailable"
      code={503}
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

/** A failed query or a render error: its message, try again (re-runs the loaders), details. */
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

  const details = describe(error);
  return (
    <ErrorScreen
      kind="unknown"
      description={error instanceof Error ? error.message : undefined}
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

/** The stack, or the thrown value as text, for a bug report. */
function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error === undefined || error === null) return undefined;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** The 'Show error' toggle: the technical details, hidden by default. */
function ErrorDetails({ details }: { details: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="flex w-full max-w-2xl flex-col items-center gap-3">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((current) => !current)}
      >
        <FormattedMessage
          id={shown ? "common.errors.details.hide" : "common.errors.details.show"}
        />
      </Button>
      {shown && (
        <pre
          id={id}
          tabIndex={0}
          className="max-h-80 w-full overflow-auto rounded-md bg-zinc-100 p-4 text-start text-xs whitespace-pre-wrap text-zinc-800"
        >
          {details}
        </pre>
      )}
    </div>
  );
}
