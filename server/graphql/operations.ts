import { GraphQLError } from "graphql";
import { maskError, type MaskError, type Plugin } from "graphql-yoga";
import type { Context } from "./context.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../db/database-unavailable.ts";
import { currentRequest, type Logger } from "../logger.ts";
import { refusalLater, translateLater } from "./errors.ts";

// The operational side of the GraphQL endpoint (yoga.ts): masking, outages, the access line and
// logs (docs/decisions/025-*).

/**
 * yoga's maskError: expected failures are GraphQLErrors with a code and pass through; the rest
 * is logged once, at the level it deserves, and masked. Pothos' argument errors (bad global id,
 * bad cursor) are the client's input: VALIDATION, logged at info without a stack. An outage is
 * 503 SERVICE_UNAVAILABLE with Retry-After, so clients retry instead of reporting a bug.
 */
export function maskErrors(logger: Logger): MaskError {
  return (error, message, isDev) => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    const path = error instanceof GraphQLError ? error.path : undefined;
    // PothosValidationError is a GraphQLError, so it is told apart first.
    const pothos = original instanceof Error && original.name === "PothosValidationError";
    if (!pothos && (original === undefined || original instanceof GraphQLError)) {
      return maskError(error, message, isDev);
    }
    loggedWhenMasked.add(error as object);
    if (pothos) {
      logger.info({ code: "VALIDATION", reason: original.message.slice(0, 200) }, "invalid input");
      return refusalLater("VALIDATION", "api.errors.validation", { path });
    }
    if (isDatabaseUnavailable(original)) {
      logger.warn({ err: original }, "database unavailable");
      const http = { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } };
      return refusalLater("SERVICE_UNAVAILABLE", "api.errors.serviceUnavailable", { path, http });
    }
    logger.error({ err: original }, "unexpected GraphQL error");
    return translateLater(maskError(error, message, isDev), "api.errors.unexpected");
  };
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

/** Errors maskErrors logged itself: yoga would log them again, at error. */
const loggedWhenMasked = new WeakSet<object>();

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
