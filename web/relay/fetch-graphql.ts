import { Observable, type FetchFunction, type GraphQLResponse } from "relay-runtime";

export const GRAPHQL_ENDPOINT = "/graphql";

function isGraphQLResponse(body: unknown): body is GraphQLResponse {
  return typeof body === "object" && body !== null && ("data" in body || "errors" in body);
}

/**
 * Sends persisted operations: relay-compiler stores each document's SHA-256 as `params.id`
 * (persisted-queries.json) and the body carries only that hash, in the
 * `extensions.persistedQuery` shape the server reads (server/persisted-operations.ts).
 * Unsubscribing (a disposed route query) aborts the request.
 */
export const fetchGraphQL: FetchFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!params.id) {
      sink.error(new Error(`Operation ${params.name} has no persisted id: run npm run generate`));
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
      body: JSON.stringify({
        operationName: params.name,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: params.id } },
      }),
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
