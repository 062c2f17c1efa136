import { Observable, type FetchFunction, type GraphQLResponse } from "relay-runtime";

export const GRAPHQL_ENDPOINT = "/graphql";

function isGraphQLResponse(body: unknown): body is GraphQLResponse {
  return typeof body === "object" && body !== null && ("data" in body || "errors" in body);
}

/**
 * Sends operations as `{ query, variables }` to the same-origin endpoint. Persisted
 * queries are not set up yet, so `params.text` is always present. Unsubscribing (a
 * disposed route query) aborts the request.
 */
export const fetchGraphQL: FetchFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (params.text === null) {
      sink.error(
        new Error(`Operation ${params.name} has no text: persisted queries are not supported`),
      );
      return;
    }
    const controller = new AbortController();

    fetch(GRAPHQL_ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        Accept: "application/graphql-response+json, application/json",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ query: params.text, variables }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        if (!isGraphQLResponse(body)) {
          throw new Error(
            `${params.name} failed: ${response.status} ${response.statusText}`.trim(),
          );
        }
        sink.next(body);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        sink.error(error instanceof Error ? error : new Error(String(error)));
      });

    return () => controller.abort();
  });
