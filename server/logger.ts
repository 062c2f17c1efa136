import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger } from "pino";
import type { Env } from "./env.ts";
import { tracing } from "./telemetry/telemetry.ts";

export type { Logger };

/** What the access line and every log line of a request know about it (request-log.ts). */
export type RequestContext = {
  requestId: string;
  /** Set once known: the GraphQL caller (yoga.ts) or the user signing in (admin-emails.ts). */
  userId?: string;
  operationName?: string;
};

const requests = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, run: () => T): T {
  return requests.run(context, run);
}

/** The request being served, if this code runs on behalf of one. */
export function currentRequest(): RequestContext | undefined {
  return requests.getStore();
}

// Credentials never reach the log, even when someone logs a request, its headers or a body.
const HEADERS = ["authorization", "cookie", '["set-cookie"]', '["x-api-key"]'];
const REDACTED = [
  ...HEADERS.flatMap((name) => {
    const key = name.startsWith("[") ? name : `.${name}`;
    return [`headers${key}`, `req.headers${key}`, `res.headers${key}`];
  }),
  ...["otp", "secret", "token", "password"].flatMap((key) => [key, `*.${key}`]),
];

/**
 * JSON lines in production (one object per event, for the log collector), pretty lines in
 * development through pino-pretty, a devDependency loaded only then (as a transport, in a
 * worker), nothing in tests unless LOG_LEVEL says otherwise. Every line written while a
 * request is served carries its `requestId`, and with tracing on, the active span's ids.
 */
export function createLogger(
  env: Pick<Env, "nodeEnv" | "logLevel">,
  destination?: DestinationStream,
): Logger {
  const pretty = env.nodeEnv === "development" && !destination;
  return pino(
    {
      level: env.logLevel,
      redact: { paths: REDACTED, censor: "[redacted]" },
      // With tracing on, `trace_id` and `span_id` lead from a line to its trace (ADR 122).
      mixin: () => {
        const request = requests.getStore();
        const span = tracing()?.logFields();
        return request ? { requestId: request.requestId, ...span } : { ...span };
      },
      transport: pretty
        ? {
            target: "pino-pretty",
            options: { ignore: "pid,hostname", translateTime: "SYS:HH:MM:ss.l" },
          }
        : undefined,
    },
    destination,
  );
}

/** For tests and tools that want no output. */
export const silentLogger: Logger = pino({ level: "silent" });
