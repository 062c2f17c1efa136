// Pagination and search timings on 100 000 repositories (docs/decisions/014-*): first page,
// a deep page, and 3-character searches with and without matches. In-process requests
// through the app's fetch handler; bounded loops; prints numbers and the plans PostgreSQL
// picks. PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. Not part of
// `npm run bench` (run.ts, under load against a raw handler); run it for the query plans:
//   npx tsx tests/bench/graphql-pagination.ts   TEST_DATABASE_URL=postgresql://… npx tsx …
import { randomBytes } from "node:crypto";
import pg from "pg";
import { generateApiKey } from "../../server/auth/api-keys.ts";
import { createApp } from "../../server/app.ts";
import { onQuery, type DatabaseTarget } from "../../server/db/db.ts";
import { createPGlite } from "../../server/db/pglite.ts";
import { parseEnv } from "../../server/env.ts";
import { keysetCursor } from "../setup/keyset-cursor.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 15;

async function target(): Promise<{ database: DatabaseTarget; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const pglite = createPGlite();
    return { database: { engine: "pglite", dir: undefined, pglite }, drop: () => pglite.close() };
  }
  const name = `gw_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { engine: "postgresql", url: url.toString() },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const PAGE = `query ($first: Int, $after: String, $searchTerm: String) {
  repositories(first: $first, after: $after, searchTerm: $searchTerm) {
    totalCount pageInfo { endCursor hasNextPage } edges { node { id name link description } }
  }
}`;

async function main() {
  const { database, drop } = await target();
  const env = parseEnv({
    NODE_ENV: "test",
    BASE_URL: "http://localhost:3000",
    AUTH_SECRET: "bench-secret-that-is-long-enough-for-better-auth-0123456789",
  });
  const app = await createApp({ env, database, seed: false });
  try {
    const started = performance.now();
    await app.prisma.$executeRawUnsafe(`
      INSERT INTO "repository" ("id", "name", "link", "description", "updatedAt")
      SELECT 'b' || i, 'repo-' || lpad(i::text, 6, '0') || '-' || md5(i::text),
             'https://example.com/' || md5((i * 7)::text), 'Bench repository ' || md5((i * 13)::text), now()
      FROM generate_series(1, ${ROWS}) AS i`);
    // VACUUM flushes the GIN pending lists that a bulk insert leaves (autovacuum's job in a
    // live database); without it the planner rightly avoids the trigram indexes.
    await app.prisma.$executeRawUnsafe(`VACUUM ANALYZE "repository"`);
    const user = await app.prisma.user.create({
      data: { id: "bench", name: "Bench", email: "bench@example.com", role: "admin" },
    });
    const key = generateApiKey();
    await app.prisma.apiKey.create({
      data: {
        keyHash: key.keyHash,
        start: key.start,
        name: "bench",
        userId: user.id,
        expiresAt: new Date(Date.now() + 864e5),
      },
    });
    console.log(
      `graphql-pagination on ${database.engine}: ${ROWS} repositories seeded in ${Math.round(performance.now() - started)} ms`,
    );

    const request = async (variables: Record<string, unknown>) => {
      const response = await app.fetch(
        new Request("http://localhost:3000/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${key.secret}` },
          body: JSON.stringify({ query: PAGE, variables }),
        }),
      );
      const body = (await response.json()) as {
        errors?: unknown;
        data?: { repositories: { totalCount: number; edges: unknown[] } };
      };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data?.repositories;
    };
    const deepName = (
      await app.prisma.repository.findFirstOrThrow({
        where: { id: `b${Math.floor(ROWS * 0.95)}` },
      })
    ).name;
    const deepCursor = keysetCursor("repository", "NAME_ASC", deepName);
    const cases: [string, Record<string, unknown>][] = [
      ["first page (first: 20)", { first: 20 }],
      ["first page (first: 100)", { first: 100 }],
      ["deep page (95%, first: 20)", { first: 20, after: deepCursor }],
      ["search 'abc' (matches)", { first: 20, searchTerm: "abc" }],
      ["search 'zqx' (no match)", { first: 20, searchTerm: "zqx" }],
    ];
    for (const [label, variables] of cases) {
      const times: number[] = [];
      let result = await request(variables);
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        result = await request(variables);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(RUNS / 2)] ?? 0;
      const p90 = times[Math.floor(RUNS * 0.9)] ?? 0;
      console.log(
        `  ${label.padEnd(28)} median ${median.toFixed(1).padStart(7)} ms  p90 ${p90.toFixed(1).padStart(7)} ms  rows ${result?.edges.length}  totalCount ${result?.totalCount}`,
      );
    }

    // The plans PostgreSQL picks by itself at this size, for the statements Prisma sends.
    const sent: { query: string; params: string }[] = [];
    onQuery(app.prisma, (event) => sent.push(event));
    for (const [label, variables] of cases.slice(2)) {
      sent.length = 0;
      await request(variables);
      for (const statement of sent.filter((e) => e.query.includes('"public"."repository"'))) {
        const kind = statement.query.includes("COUNT") ? "totalCount" : "page";
        const rows = await app.prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
          `EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${statement.query}`,
          ...(JSON.parse(statement.params) as unknown[]),
        );
        const plan = rows.map((r) => `    ${r["QUERY PLAN"]}`).join("\n");
        console.log(`  plan, ${label}, ${kind}:\n${plan}`);
      }
    }
  } finally {
    await app.close();
    await drop();
  }
}

await main();
