import { execFileSync } from "node:child_process";
import { chownSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

// A PostgreSQL cluster of the smoke test's own, so it can stop and start it without touching
// the one the server suite uses. Mirrors .ci/run: the server programs (initdb, pg_ctl) refuse
// to run as root, so as root they run as the `postgres` user.

export type Cluster = {
  url: (database: string) => string;
  stop: () => void;
  start: () => void;
  createDatabase: (name: string) => Promise<void>;
  query: <Row extends Record<string, unknown>>(database: string, sql: string) => Promise<Row[]>;
  destroy: () => void;
};

export function initCluster(dir: string, port: number): Cluster {
  mkdirSync(dir, { recursive: true });
  const runAsPostgres = process.getuid?.() === 0;
  if (runAsPostgres) chownSync(dir, postgresUid(), postgresGid());
  const data = join(dir, "data");
  const run = (program: string, args: string[]) => {
    if (runAsPostgres) {
      const command = [program, ...args].map(shellQuote).join(" ");
      execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: "pipe" });
    } else {
      execFileSync(program, args, { stdio: "pipe" });
    }
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const url = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  let running = false;

  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  const cluster: Cluster = {
    url,
    start() {
      run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", options, "start"]);
      running = true;
    },
    stop() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    async createDatabase(name) {
      await withClient(url("postgres"), (client) => client.query(`CREATE DATABASE "${name}"`));
    },
    async query<Row extends Record<string, unknown>>(database: string, sql: string) {
      return withClient(url(database), async (client) => (await client.query<Row>(sql)).rows);
    },
    destroy() {
      if (running) {
        try {
          cluster.stop();
        } catch {
          // Best effort on the way out; the folder goes with the smoke test's scratch folder.
        }
      }
    },
  };
  cluster.start();
  return cluster;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

function postgresUid(): number {
  return Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
}

function postgresGid(): number {
  return Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
