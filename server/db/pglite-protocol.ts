import {
  DriverAdapterError,
  isDriverAdapterError,
  type SqlQuery,
} from "@prisma/driver-adapter-utils";

// The messages between the server's thread (./pglite-thread.ts) and the database thread
// (./pglite-worker.ts). Only structured-cloneable values cross: queries, result sets, errors
// as plain records.

export type WorkerOptions = { dataDir: string | undefined };

export type ThreadRequest = { id: number } & (
  | { op: "queryRaw" | "executeRaw"; tx: number | null; query: SqlQuery }
  | { op: "executeScript"; script: string }
  | { op: "startTransaction"; isolationLevel: string | undefined }
  | { op: "commit" | "rollback"; tx: number }
  | { op: "connect" | "startMaintenance" | "runMaintenancePass" | "stopMaintenance" | "close" }
);

export type SerializedError =
  | { driver: DriverAdapterError["cause"] }
  | { name: string; message: string; stack?: string; fields: Record<string, unknown> };

export type ThreadReply =
  { id: number; value: unknown } | { id: number; error: SerializedError } | { log: LogRecord };

/** A log line from the thread; `err` crosses serialized, as structured clone drops its fields. */
export type LogRecord = {
  level: "info" | "warn";
  bindings: object;
  fields: object;
  err?: SerializedError;
  message: string;
};

/** What maintenance logs through: pino's logger, or the thread's forwarder to it. */
export type MaintenanceLogger = {
  child: (bindings: Record<string, unknown>) => MaintenanceLogger;
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

export function serializeError(error: unknown): SerializedError {
  // Not instanceof: pglite-prisma-adapter has its own copy of the class.
  if (error instanceof Error && isDriverAdapterError(error)) return { driver: error.cause };
  if (typeof error !== "object" || error === null) {
    return { name: "Error", message: String(error), fields: {} };
  }
  // PostgreSQL's own fields (code, detail, …) are what callers read, and emscripten's file
  // errors (a data directory that cannot be opened) are plain objects: { name, errno }.
  const record = error as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      fields[key] = value;
    }
  }
  const name = typeof record.name === "string" ? record.name : "Error";
  const message =
    typeof record.message === "string"
      ? record.message
      : `${name}${typeof record.errno === "number" ? ` errno=${record.errno}` : ""}`;
  const stack = typeof record.stack === "string" ? record.stack : undefined;
  return { name, message, stack, fields };
}

export function deserializeError(error: SerializedError): Error {
  if ("driver" in error) return new DriverAdapterError(error.driver);
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}
