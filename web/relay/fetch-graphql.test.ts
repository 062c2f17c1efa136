import type { RequestParameters } from "relay-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchGraphQL } from "./fetch-graphql";

// A 503 (database outage, restart) must reach the route as "service unavailable", so the page
// shows its retrying state rather than the generic error.
const UNAVAILABLE = {
  errors: [{ message: "Temporarily unavailable", extensions: { code: "SERVICE_UNAVAILABLE" } }],
};

function params(operationKind: "query" | "mutation"): RequestParameters {
  return {
    id: "hash",
    cacheID: "hash",
    name: "probeQuery",
    operationKind,
    text: null,
    metadata: {},
  } as RequestParameters;
}

function run(operationKind: "query" | "mutation") {
  return new Promise<unknown>((resolve, reject) => {
    // Relay's FetchFunction type allows a promise; ours always returns an Observable.
    const observable = fetchGraphQL(params(operationKind), {}, {}) as {
      subscribe: (sink: object) => unknown;
    };
    observable.subscribe({ next: resolve, error: reject });
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("fetchGraphQL on 503", () => {
  it("retries a query, then fails it as ServiceUnavailableError", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => Response.json(UNAVAILABLE, { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    const outcome = run("query").catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("ServiceUnavailableError");
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("hands a mutation the server's translated refusal, without retrying", async () => {
    const fetch = vi.fn(async () => Response.json(UNAVAILABLE, { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    await expect(run("mutation")).resolves.toEqual(UNAVAILABLE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("fetchGraphQL without an answer", () => {
  it("retries a query, then fails it as UnreachableError, the browser's words kept", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetch);
    const outcome = run("query").catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = (await outcome) as Error;
    expect(error.name).toBe("UnreachableError");
    expect(error.message).toBe("probeQuery: Failed to fetch");
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
