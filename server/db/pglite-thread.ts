import { Worker } from "node:worker_threads";
import {
  DriverAdapterError,
  type ConnectionInfo,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
  type TransactionOptions,
} from "@prisma/driver-adapter-utils";
import type { Logger } from "../logger.ts";
import type { MaintenanceStep, PGliteMaintenance } from "./pglite-maintenance.ts";
import {
  deserializeError,
  type ThreadReply,
  type ThreadRequest,
  type WorkerOptions,
} from "./pglite-protocol.ts";

// PGlite's PostgreSQL is wasm: each statement runs on the thread that called it. On the server's
// own thread, every statement and its row decoding stopped all other requests' JavaScript. Here
// PGlite lives in a worker thread (./pglite-worker.ts) and the Prisma client talks to it through
// a driver adapter that forwards each call, so the two run side by side on two cores
// (docs/decisions/043-pglite-in-a-worker-thread.md).

export type PGliteThread = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** Starts autovacuum's stand-in in the database thread (./pglite-maintenance.ts). */
  startMaintenance: () => PGliteMaintenance;
  /** Settles if the thread stops without `close()`: the database is gone until a restart. */
  lost: Promise<Error>;
  close: () => Promise<void>;
  /** The thread itself, for tests that play a crash. */
  worker: Worker;
};

type Call = <T>(request: DistributiveOmit<ThreadRequest, "id">) => Promise<T>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

const ADAPTER_NAME = "pglite-prisma-adapter";

export function startPGliteThread(options: WorkerOptions, logger: Logger): PGliteThread {
  const worker = new Worker(workerUrl(), { workerData: options });
  const pending = new Map<
    number,
    { resolve: (value: never) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let gone: Error | undefined;
  let closing = false;
  let reportLost: (error: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => (reportLost = resolve));
  // The thread keeps the process alive only while a call waits on it, as a socket would.
  worker.unref();

  worker.on("message", (reply: ThreadReply) => {
    if ("log" in reply) {
      const { level, bindings, fields, err, message } = reply.log;
      logger
        .child(bindings)
        [level](err ? { ...fields, err: deserializeError(err) } : fields, message);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ("error" in reply) waiting.reject(deserializeError(reply.error));
    else waiting.resolve(reply.value as never);
  });
  const fail = (error: Error) => {
    if (gone) return;
    // Every later call fails as a closed connection does: a 503 (database-unavailable.ts).
    gone = new DriverAdapterError({ kind: "ConnectionClosed" });
    if (!closing) {
      logger.fatal({ err: error }, "the database thread stopped");
      reportLost(error);
    }
    for (const waiting of pending.values()) waiting.reject(gone);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the database thread exited with code ${code}`)));

  const call: Call = (request) => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A value structured clone refuses (a function, a symbol): this call fails, no other.
        pending.delete(id);
        if (pending.size === 0) worker.unref();
        reject(error as Error);
      }
    });
  };

  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: "postgres",
    adapterName: ADAPTER_NAME,
    connect: async () => new ThreadAdapter(call, await call<ConnectionInfo>({ op: "connect" })),
    connectToShadowDb: () =>
      Promise.reject(new Error("the database thread has no shadow database")),
  };
  return {
    factory,
    lost,
    worker,
    startMaintenance: () => {
      // A thread already gone has said so (`lost`); nothing more to report here.
      call({ op: "startMaintenance" }).catch(() => {});
      return {
        runPass: () => call<MaintenanceStep[]>({ op: "runMaintenancePass" }),
        stop: () => call<void>({ op: "stopMaintenance" }).catch(() => {}),
      };
    },
    close: async () => {
      if (gone) return;
      closing = true;
      try {
        await call({ op: "close" });
      } finally {
        await worker.terminate();
      }
    },
  };
}

class ThreadQueryable {
  readonly provider = "postgres";
  readonly adapterName = ADAPTER_NAME;
  constructor(
    protected readonly call: Call,
    private readonly tx: number | null,
  ) {}

  queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return this.call({ op: "queryRaw", tx: this.tx, query });
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return this.call({ op: "executeRaw", tx: this.tx, query });
  }
}

class ThreadTransaction extends ThreadQueryable implements Transaction {
  constructor(
    call: Call,
    private readonly id: number,
    readonly options: TransactionOptions,
  ) {
    super(call, id);
  }

  commit(): Promise<void> {
    return this.call({ op: "commit", tx: this.id });
  }

  rollback(): Promise<void> {
    return this.call({ op: "rollback", tx: this.id });
  }
}

class ThreadAdapter extends ThreadQueryable implements SqlDriverAdapter {
  constructor(
    call: Call,
    private readonly connectionInfo: ConnectionInfo,
  ) {
    super(call, null);
  }

  executeScript(script: string): Promise<void> {
    return this.call({ op: "executeScript", script });
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    const { id, options } = await this.call<{ id: number; options: TransactionOptions }>({
      op: "startTransaction",
      isolationLevel,
    });
    return new ThreadTransaction(this.call, id, options);
  }

  getConnectionInfo(): ConnectionInfo {
    return this.connectionInfo;
  }

  dispose(): Promise<void> {
    return Promise.resolve();
  }
}

// The worker is this folder's pglite-worker: JavaScript in the build (dist/), TypeScript from
// the sources, which Node runs itself from 22.18 on; before, through tsx (a dev dependency).
function workerUrl(): URL {
  if (!import.meta.url.endsWith(".ts")) return new URL("./pglite-worker.js", import.meta.url);
  const stripsTypes = Boolean((process.features as { typescript?: unknown }).typescript);
  return new URL(stripsTypes ? "./pglite-worker.ts" : "./pglite-worker-tsx.mjs", import.meta.url);
}
