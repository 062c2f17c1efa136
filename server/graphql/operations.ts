import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "./context.ts";
import { RETRY_AFTER_SECONDS } from "../db/database-unavailable.ts";
import { currentRequest, type Logger } from "../logger.ts";
import { apiError, translateLater } from "./errors.ts";

// The operational side of the GraphQL endpoint (yoga.ts): outages, the access line, logs
// (docs/decisions/025-*).

/**
 * The database is out of reach: 503 with Retry-After and SERVICE_UNAVAILABLE, so clients retry
 * instead of reporting a bug. Raised in maskError, which has no request: translated later.
 */
export function serviceUnavailableError(path: readonly (string | number)[] | undefined) {
  const { message, extensions } = apiError(
    "en",
    "SERVICE_UNAVAILABLE",
    "api.errors.serviceUnavailable",
  );
  return translateLater(
    new GraphQLError(message, {
      path,
      extensions: {
        ...extensions,
        http: { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
      },
    }),
    "api.errors.serviceUnavailable",
  );
}

/** Fills the access line's operation name and caller (request-log.ts). */
export function useRequestLogFields(): Plugin {
  return {
    onParams({ params }) {
      const request = currentRequest();
      if (request && typeof params.operationName === "string") {
        request.operationName = params.operationName.slice(0, 100);
      }
    },
    onContextBuilding() {
      return ({ context }) => {
        const request = currentRequest();
        const principal = (context as Partial<Context>).principal;
        if (request && principal) request.userId = principal.userId;
      };
    },
  };
}

const loggedWhenMasked = new WeakSet<object>();

/**
 * yoga logs at error every error its maskError replaced. Ours (yoga.ts) logs each one itself,
 * at the level it deserves: a client's bad input at info without a stack, an outage at warn,
 * a bug at error with its stack, so yoga's line would repeat it, or call it an error.
 */
export function loggedWhenMasking(error: unknown): void {
  if (typeof error === "object" && error !== null) loggedWhenMasked.add(error);
}

/** yoga's own messages (a failed request parse, a bad plugin) as structured log lines. */
export function yogaLogger(logger: Logger) {
  const child = logger.child({ component: "graphql" });
  const write =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      if (err && loggedWhenMasked.has(err)) return;
      const text = args.filter((arg) => typeof arg === "string").join(" ");
      child[level]({ err }, text || (err instanceof Error ? err.message : level));
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
