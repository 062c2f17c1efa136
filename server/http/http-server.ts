import { createServer, type Server } from "node:http";
import { declaresTooLarge } from "./body-limit.ts";

/**
 * How long a client may take to send a whole request, headers and body. Node's default is
 * 300 s, so a client trickling a body held a connection and a request for five minutes; the
 * largest body the app accepts (1 MiB, server/http/body-limit.ts) needs 35 KB/s to arrive in
 * time. Answers are not bounded by it: it ends once the request has been read.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Headers alone: a client that has not finished them after this is not a browser. */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * How long an idle kept-alive connection stays open. Node's 5 s is shorter than the idle timeout
 * of the proxy in front (AWS ALB 60 s): the proxy reuses a connection Node has just closed and
 * its client gets a 502 (or ECONNRESET, as the e2e suite's sign-in did on a busy machine). 65 s
 * is the default Node itself moved to (nodejs/node#62782).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The node:http server the app listens with (server/index.ts). A request not fully received in
 * time is answered `408 Request Timeout` by Node, and its connection closed.
 */
export function createHttpServer(requestTimeoutMs = REQUEST_TIMEOUT_MS): Server {
  const server = createServer({
    requestTimeout: requestTimeoutMs,
    // Node refuses a headers timeout longer than the request's.
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Node checks both timeouts on this interval (default 30 s, which would double the wait).
    connectionsCheckingInterval: Math.max(10, Math.min(1000, requestTimeoutMs / 10)),
  });
  // `Expect: 100-continue`: Node would answer "100 Continue" before any handler runs, asking
  // for a body over the limit only to refuse it with 413. A declared oversized body is never
  // asked for; the app answers 413 (body-limit.ts).
  server.on("checkContinue", (request, response) => {
    if (!declaresTooLarge(request.headers["content-length"])) response.writeContinue();
    server.emit("request", request, response);
  });
  return server;
}
