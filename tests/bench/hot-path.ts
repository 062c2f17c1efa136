// Where a signed-in request's CPU goes, piece by piece (docs/decisions/034, 050): each step run
// alone, sequentially, in this process, with process.cpuUsage around it. Sequential and
// in-process, so unlike run.ts it needs no quiet machine to tell the pieces apart. Uses the
// data run.ts seeded:
//   BENCH_DATABASE_URL=postgresql://… npx tsx tests/bench/hot-path.ts
// Without BENCH_DATABASE_URL it runs on PGlite: run.ts's data directory, or BENCH_PGLITE_DIR
// (a copy, so that trying a migration leaves the shared one alone).
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "../../server/app.ts";
import { createSessionLookup } from "../../server/auth/session-lookup.ts";
import { parseEnv } from "../../server/env.ts";
import { silentLogger } from "../../server/logger.ts";
import { signedSessionCookie } from "./seed.ts";

const ROUNDS = Number(process.env.BENCH_REQUESTS ?? 400);
const root = fileURLToPath(new URL("../..", import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const secret = randomBytes(32).toString("base64url");
const baseUrl = "http://127.0.0.1:4700";
const env = parseEnv({
  NODE_ENV: "production",
  BASE_URL: baseUrl,
  AUTH_SECRET: secret,
  SMTP_URL: "smtp://127.0.0.1:4709",
  SESSION_POINTS_PER_HOUR: "10000000",
  ...(databaseUrl
    ? { DATABASE_URL: databaseUrl }
    : { PGLITE_DIR: process.env.BENCH_PGLITE_DIR ?? join(root, ".data/bench-pglite-100000") }),
});
const app = await createApp({ env, logger: silentLogger });
const cookie = `__Secure-better-auth.session_token=${signedSessionCookie(secret)}`;
const headers = new Headers({ cookie });
const lookup = createSessionLookup(app.auth, app.prisma);
const PAGE = `query B($first: Int) { repositories(first: $first) {
  totalCount pageInfo { endCursor hasNextPage } edges { node { id name link description } } } }`;
const graphql = (query: string) => async () => {
  const response = await app.fetch(
    new Request(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: JSON.stringify({ query, variables: { first: 20 } }),
    }),
  );
  const text = await response.text();
  if (!response.ok) throw new Error(text);
};

const steps: [string, () => Promise<unknown>][] = [
  [
    "GET /api/health (Hono only)",
    async () => (await app.fetch(new Request(`${baseUrl}/api/health`))).text(),
  ],
  ["better-auth getSession", () => app.auth.api.getSession({ headers })],
  ["session lookup (ADR 050)", () => lookup(headers)],
  ["SELECT 1 ($queryRaw)", () => app.prisma.$queryRaw`SELECT 1`],
  [
    "page (findMany, 21 rows)",
    () => app.prisma.repository.findMany({ take: 21, orderBy: { name: "asc" } }),
  ],
  ["POST { __typename }, signed in", graphql("{ __typename }")],
  ["POST first page + totalCount", graphql(PAGE)],
];

/** CPU ms of this process per call, and wall ms (a database server's own work shows there). */
async function perCall(run: () => Promise<unknown>): Promise<[number, number]> {
  for (let i = 0; i < 50; i++) await run();
  const before = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) await run();
  const wall = (performance.now() - start) / ROUNDS;
  const used = process.cpuUsage(before);
  return [(used.user + used.system) / 1000 / ROUNDS, wall];
}

console.log(`${ROUNDS} calls each, ${databaseUrl ? "PostgreSQL" : "PGlite"}; CPU ms, wall ms`);
for (let round = 1; round <= 2; round++) {
  for (const [name, run] of steps) {
    const [cpu, wall] = await perCall(run);
    console.log(`${name.padEnd(34)} ${cpu.toFixed(3).padStart(7)} ${wall.toFixed(3).padStart(7)}`);
  }
}
await app.close();
