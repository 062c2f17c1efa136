import { parentPort, workerData } from "node:worker_threads";
import type { IsolationLevel, Transaction } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { toDriverAdapterError } from "./driver-error.ts";
import { createPGlite } from "./pglite.ts";
import { startPGliteMaintenance, type PGliteMaintenance } from "./pglite-maintenance.ts";
import {
  serializeError,
  type LogRecord,
  type MaintenanceLogger,
  type ThreadReply,
  type ThreadRequest,
  type WorkerOptions,
} from "./pglite-protocol.ts";

// The database thread: PGlite's wasm PostgreSQL, its row decoding and its maintenance run here,
// beside the server's JavaScript and not in turn with it (docs/decisions/043-*). It serves the
// driver adapter's calls that ./pglite-thread.ts forwards, in the order they arrive.

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");
const options = workerData as WorkerOptions;
const pglite = createPGlite(options.dataDir ? { dataDir: options.dataDir } : {});
// Resolves at once (the adapter waits for PGlite on its first statement); calls that arrive
// meanwhile queue on the port until its listener below is set.
const adapter = await new PrismaPGlite(pglite).connect();
const transactions = new Map<number, Transaction>();
let nextTransaction = 1;
let maintenance: PGliteMaintenance | undefined;

function logger(bindings: Record<string, unknown>): MaintenanceLogger {
  const post =
    (level: LogRecord["level"]) =>
    ({ err, ...fields }: { err?: unknown }, message: string) =>
      port?.postMessage({
        log: {
          level,
          bindings,
          fields,
          message,
          err: err === undefined ? err : serializeError(err),
        },
      } satisfies ThreadReply);
  return {
    child: (more) => logger({ ...bindings, ...more }),
    info: post("info"),
    warn: post("warn"),
  };
}

function transaction(id: number): Transaction {
  const tx = transactions.get(id);
  // Prisma only uses a transaction it has not ended; a late call after a rollback says so.
  if (!tx) throw new Error(`transaction ${id} has ended`);
  return tx;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "queryRaw":
      return (request.tx === null ? adapter : transaction(request.tx)).queryRaw(request.query);
    case "executeRaw":
      return (request.tx === null ? adapter : transaction(request.tx)).executeRaw(request.query);
    case "connect":
      return adapter.getConnectionInfo?.() ?? {};
    case "executeScript":
      // The adapter's own does not await PGlite (./migrations.ts, fixScripts).
      try {
        await pglite.exec(request.script);
        return undefined;
      } catch (error) {
        throw toDriverAdapterError(error);
      }
    case "startTransaction": {
      const tx = await adapter.startTransaction(
        request.isolationLevel as IsolationLevel | undefined,
      );
      const id = nextTransaction++;
      transactions.set(id, tx);
      return { id, options: tx.options };
    }
    case "commit":
    case "rollback": {
      const tx = transaction(request.tx);
      transactions.delete(request.tx);
      return request.op === "commit" ? tx.commit() : tx.rollback();
    }
    case "startMaintenance":
      maintenance ??= startPGliteMaintenance(pglite, logger({}));
      return undefined;
    case "runMaintenancePass":
      return maintenance?.runPass() ?? [];
    case "stopMaintenance":
      return maintenance?.stop();
    case "close":
      await maintenance?.stop();
      await pglite.close();
      return undefined;
  }
}

function reply(message: ThreadReply): void {
  try {
    port?.postMessage(message);
  } catch (error) {
    // A value structured clone refuses: the call fails, the thread goes on.
    if ("id" in message) port?.postMessage({ id: message.id, error: serializeError(error) });
  }
}

port.on("message", (request: ThreadRequest) => {
  handle(request)
    .then((value) => reply({ id: request.id, value }))
    .catch((error: unknown) => reply({ id: request.id, error: serializeError(error) }));
});

// On the server's thread an unhandled rejection was logged (server/index.ts); here it would end
// the thread, and with it every request. pglite-prisma-adapter's rollback leaves one unawaited.
process.on("unhandledRejection", (reason) =>
  logger({ component: "database-thread" }).warn({ err: reason }, "unhandled rejection"),
);
