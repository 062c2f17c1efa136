import { formatWithOptions } from "node:util";
import { diag, DiagLogLevel, type DiagLogger } from "@opentelemetry/api";
import type { Logger } from "../logger.ts";
import type { DiagLevel } from "./config.ts";

// The SDK reports its own trouble (an export refused with a 4xx, a collector unreachable, a
// span dropped) through the API's diag logger, which is silent until one is set: an operator
// would see no trace arrive and no reason why. Its lines go to the app's log, WARN and above
// unless OTEL_LOG_LEVEL says otherwise (config.ts).

const LEVELS: Record<DiagLevel, DiagLogLevel> = {
  none: DiagLogLevel.NONE,
  error: DiagLogLevel.ERROR,
  warn: DiagLogLevel.WARN,
  info: DiagLogLevel.INFO,
  debug: DiagLogLevel.DEBUG,
  verbose: DiagLogLevel.VERBOSE,
  all: DiagLogLevel.ALL,
};

/** One line per diagnostic, `component: "opentelemetry"`, its arguments printed inline. */
export function setDiagLogger(logger: Logger, level: DiagLevel): void {
  // At debug and verbose the SDK passes whole export batches as arguments: their lines keep
  // the message only, so the log never holds a second copy of every span (pino's redaction
  // cannot reach into a formatted string).
  const log =
    (write: "error" | "warn" | "info" | "debug" | "trace") =>
    (message: string, ...args: unknown[]) =>
      logger[write](
        { component: "opentelemetry" },
        write === "debug" || write === "trace"
          ? message
          : formatWithOptions({ breakLength: Infinity, depth: 3 }, message, ...args),
      );
  const adapter: DiagLogger = {
    error: log("error"),
    warn: log("warn"),
    info: log("info"),
    debug: log("debug"),
    verbose: log("trace"),
  };
  // NodeSDK's constructor sets a console logger when OTEL_LOG_LEVEL is in the environment:
  // ours replaces it, quietly.
  diag.setLogger(adapter, { logLevel: LEVELS[level], suppressOverrideMessage: true });
}
