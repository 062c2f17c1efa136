import { Observable, type FetchFunction, type GraphQLResponse } from "relay-runtime";
import { demoModeNotice, isDemoModeError } from "../components/demo-mode-store";
import {
  QUERY_RETRIES,
  ServiceUnavailableError,
  TransientFetchError,
  UnreachableError,
  withRetries,
} from "./retry";

export const GRAPHQL_ENDPOINT = "/graphql";

function isGraphQLResponse(body: unknown): body is GraphQLResponse {
  return typeof body === "object" && body !== null && ("data" in body || "errors" in body);
}

/**
 * Sends persisted operations (`params.id`, the document's SHA-256) as the server reads them.
 * Queries retry transient failures, mutations never; unsubscribing aborts the request.
 */
export const fetchGraphQL: FetchFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!params.id) {
      sink.error(new Error(`Operation ${params.name} has no persisted id: run npm run generate`));
      return;
    }
    const controller = new AbortController();
    const body = JSON.stringify({
      operationName: params.name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: params.id } },
    });
    const send = async (): Promise<GraphQLResponse> => {
      const response = await fetch(GRAPHQL_ENDPOINT, {
        method: "POST",
        credentials: "same-origin",
        headers: {
          Accept: "application/graphql-response+json, application/json",
          "Content-Type": "application/json",
        },
        body,
        signal: controller.signal,
      }).catch((error: unknown) => {
        // No answer at all: the error screens say "can't reach the server" for this one.
        if (controller.signal.aborted || !(error instanceof TypeError)) throw error;
        throw new UnreachableError(`${params.name}: ${error.message}`, { cause: error });
      });
      const message = `${params.name} failed: ${response.status} ${response.statusText}`.trim();
      // A query waits for the service to come back; a mutation shows the server's
      // SERVICE_UNAVAILABLE message, as for any refusal.
      if (response.status === 503 && params.operationKind === "query") {
        throw new ServiceUnavailableError(message);
      }
      const json: unknown = await response.json().catch(() => null);
      if (isGraphQLResponse(json)) return json;
      const transient = response.status >= 500 || response.status === 429;
      throw transient ? new TransientFetchError(message) : new Error(message);
    };
    const retries = params.operationKind === "query" ? QUERY_RETRIES : 0;
    withRetries(send, { retries, signal: controller.signal })
      .then((response) => {
        if ("errors" in response && isDemoModeError(response.errors)) demoModeNotice.set(true);
        sink.next(response);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        sink.error(error instanceof Error ? error : new Error(String(error)));
      });
    return () => controller.abort();
  });
