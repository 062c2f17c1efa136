import { isRouteErrorResponse, useRouteError } from "react-router";
import { isServiceUnavailable } from "../relay/retry";
import { PageForbidden } from "./page-forbidden";
import { PageNotFound } from "./page-not-found";
import { PageServerError } from "./page-server-error";
import { PageServiceUnavailable } from "./page-service-unavailable";
import { PageUnknownError } from "./page-unknown-error";
import { RouteErrorScreen } from "./route-error-screen";

function describe(error: unknown): { message: string | undefined; details: string | undefined } {
  if (error instanceof Error) {
    return { message: error.message, details: error.stack ?? `${error.name}: ${error.message}` };
  }
  if (error === undefined || error === null) return { message: undefined, details: undefined };
  return { message: undefined, details: typeof error === "string" ? error : safeJson(error) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/**
 * The error element of the route tree: HTTP statuses a loader threw (`data(null, { status })`)
 * get their page; anything else (a failed query, a render error) the generic error screen.
 */
export function PageRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <PageNotFound />;
    if (error.status === 403) return <PageForbidden />;
    if (error.status === 500) return <PageServerError />;
    if (error.status === 503) return <PageServiceUnavailable />;
    return <PageUnknownError status={error.status} />;
  }
  if (isServiceUnavailable(error)) return <PageServiceUnavailable />;
  return <RouteErrorScreen {...describe(error)} />;
}
