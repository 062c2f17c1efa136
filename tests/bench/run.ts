// `npm run bench`: the production build against a raw node:http + pg handler doing
// the same work, under autocannon, interleaved, two rounds. README "Benchmark" says how to
// read it. PostgreSQL at 1M repositories (BENCH_DATABASE_URL): what production runs
// (PGlite serves development, tests and the demo only, docs/decisions/048).
//   BENCH_DATABASE_URL=postgresql://… npm run bench
// Knobs: BENCH_ROWS (repositories; users are a tenth), BENCH_SECONDS (per case, default 3),
// BENCH_ROUNDS (2), BENCH_PORT (4700), BENCH_SKIP_BUILD=1 (reuse dist/), BENCH_PROFILE=1
// (the app runs under --cpu-prof; profiles in .data/bench-profiles, the tracing runs' in
// tracing-off, tracing-10 and tracing-100 below it; see profile-summary.ts),
// BENCH_ONLY (a case name filter), BENCH_SEED_ONLY=1 (prepare the database and stop),
// BENCH_NODE (the node binary both servers run on; default Node 24, as in production),
// BENCH_WEBHOOKS=0 (skip the webhook costs, tests/bench/webhook-overhead.ts), BENCH_TRACING=0
// (skip tracing's cost, tests/bench/tracing-overhead.ts) or =only (run nothing else),
// BENCH_TRACING_SECONDS (per tracing window, default 4), BENCH_TRACING_CYCLES (windows per
// variant and round, default 4: each variant in each place once).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { measureCase, printRound, printSummary, type Case, type Measure } from "./measure.ts";
import { prepareDatabase } from "./prepare.ts";
import { appTarget, buildApp, rawTarget, serverNode, type Database } from "./servers.ts";
import { tracingOverhead } from "./tracing-overhead.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error("npm run bench needs BENCH_DATABASE_URL: a PostgreSQL it may fill (1M rows).");
  process.exit(1);
}
const repositories = Number(process.env.BENCH_ROWS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 4700);
const tracing = process.env.BENCH_TRACING ?? "1";
const work = join(root, ".data");
mkdirSync(join(work, "bench-profiles"), { recursive: true });

const database: Database = { url: databaseUrl };
const { deepCursor } = await prepareDatabase(database, repositories);
if (process.env.BENCH_SEED_ONLY === "1") process.exit(0);
if (process.env.BENCH_SKIP_BUILD !== "1") {
  const started = performance.now();
  buildApp();
  console.log(`npm run build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// Every case at 10 and 50 connections: what one user's list costs, and what a crowd's does.
const allCases: Case[] = (
  [
    { name: "first page", variables: { first: 20 } },
    { name: "deep page (95 %)", variables: { first: 20, after: deepCursor } },
    { name: 'search "rocket"', variables: { first: 20, searchTerm: "rocket" } },
    { name: 'search "library for"', variables: { first: 20, searchTerm: "library for" } },
    { name: 'search "quasar" (rare)', variables: { first: 20, searchTerm: "quasar" } },
    { name: 'search "zqxw" (none)', variables: { first: 20, searchTerm: "zqxw" } },
    { name: 'search "ro" (short)', variables: { first: 20, searchTerm: "ro" } },
    { name: "API key, first page", variables: { first: 20 }, apiKey: true },
  ] satisfies Omit<Case, "connections">[]
).flatMap((item) => [10, 50].map((connections) => ({ ...item, connections })));
// BENCH_ONLY="first page": only the cases whose name contains it (while profiling).
const cases = allCases.filter((item) => item.name.includes(process.env.BENCH_ONLY ?? ""));
const secret = randomBytes(32).toString("base64url");
const logFile = join(work, "bench-server.log");
const profile = process.env.BENCH_PROFILE === "1";
const runtime = execFileSync(serverNode(), ["--version"], { encoding: "utf8" }).trim();
console.log(`both servers run on Node ${runtime} (the production image's major)`);
const targets = [
  appTarget({
    port,
    database,
    secret,
    logFile,
    nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${join(work, "bench-profiles")}`] : [],
  }),
  rawTarget({ port: port + 1, database, secret, logFile }),
];
if (tracing !== "only") await compareWithRaw();

// Tracing's cost (issue 39, docs/decisions/124): the first page off, at 10 % and at 100 %.
if (tracing !== "0") {
  const tracingSeconds = Number(process.env.BENCH_TRACING_SECONDS ?? 4);
  await tracingOverhead({
    cycles: Number(process.env.BENCH_TRACING_CYCLES ?? 4),
    port,
    database,
    secret,
    logFile,
    seconds: tracingSeconds,
    rounds,
    profileDir: profile ? join(work, "bench-profiles") : undefined,
  });
}

// Outbound webhooks (docs/decisions/107): createRepository with and without a subscribed
// endpoint, and deliveries per second to a loopback receiver. BENCH_WEBHOOKS=0 skips it.
if (process.env.BENCH_WEBHOOKS !== "0" && tracing !== "only") {
  console.log("\nwebhooks (tests/bench/webhook-overhead.ts):");
  execFileSync(process.execPath, ["--import", "tsx", "tests/bench/webhook-overhead.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
  });
}

async function compareWithRaw(): Promise<void> {
  const all: Measure[][] = [];
  for (let round = 1; round <= rounds; round++) {
    // Alternate which server goes first, so drift (other load, cache warmth) hits both alike.
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    const measures: Measure[] = [];
    for (const target of order) {
      const server = await target.start();
      try {
        const url = `http://127.0.0.1:${target.name === "app" ? port : port + 1}/graphql`;
        for (const [index, item] of cases.entries()) {
          measures.push(
            await measureCase({
              url,
              secret,
              server,
              target: target.name,
              item,
              seconds,
              first: index === 0,
            }),
          );
        }
      } finally {
        await server.stop();
      }
    }
    printRound(round, cases, measures);
    all.push(measures);
  }
  printSummary(cases, all, "PostgreSQL", repositories);
}
