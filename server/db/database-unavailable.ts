import { translator, type Locale } from "../i18n.ts";

// One answer to "is this failure the database being out of reach?", shared by GraphQL error
// masking (yoga.ts) and the HTTP routes (app.ts onError), so an outage reads as a 503 that
// clients and load balancers retry, never as a bug (500). Recovery needs nothing from us:
// the pg pool opens new connections once the server answers again.

/** Seconds clients are asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

// Prisma's own codes for "can't reach", "timed out", "closed the connection", "pool timeout",
// "too many connections".
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
// Driver adapter error kinds (@prisma/driver-adapter-utils), found in `meta.driverAdapterError`.
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
// PostgreSQL: admin/crash shutdown (a restart or failover), starting up, too many clients.
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// pg's own errors for a dropped or never-opened connection carry no code.
const PG_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)|timeout exceeded when trying to connect)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 20) {
    const item = queue.shift();
    if (!item || typeof item !== "object" || seen.has(item)) continue;
    seen.add(item);
    const record = item as Record<string, unknown>;
    const code = typeof record.code === "string" ? record.code : undefined;
    if (code && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || isSqlstate(code))) {
      return true;
    }
    if (typeof record.kind === "string") {
      if (ADAPTER_KINDS.has(record.kind)) return true;
      if (typeof record.originalCode === "string" && isSqlstate(record.originalCode)) return true;
    }
    if (typeof record.message === "string" && PG_MESSAGES.test(record.message)) return true;
    // Wrappers: Error.cause, GraphQLError.originalError, Prisma's meta, net's AggregateError
    // (localhost resolves to ::1 and 127.0.0.1, and both refuse).
    const meta = record.meta as Record<string, unknown> | undefined;
    queue.push(record.cause, record.originalError, meta?.driverAdapterError);
    if (Array.isArray(record.errors)) queue.push(...(record.errors as unknown[]));
  }
  return false;
}

function isSqlstate(code: string): boolean {
  // Class 08: connection exceptions.
  return SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

/** The JSON answer of the non-GraphQL routes (auth, health) during an outage. */
export function serviceUnavailableResponse(locale: Locale): Response {
  return Response.json(
    {
      code: "SERVICE_UNAVAILABLE",
      message: translator(locale)("api.errors.serviceUnavailable"),
    },
    { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
  );
}
