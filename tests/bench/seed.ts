import { createHash, createHmac } from "node:crypto";
import { hashApiKey } from "../../server/auth/api-keys.ts";

// The benchmark's data, written by SQL alone (generate_series) so 1M rows take seconds, not
// minutes. Names and descriptions are drawn from a small vocabulary so searches behave as on
// real data: "rocket" matches ~10 % of rows (past the count cap), "library for" ~1 in 8,
// "quasar" only every 20 000th row, "zqxw" nothing. Deterministic, so runs compare.

export type Query = (
  sql: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

export const BENCH_USER_ID = "bench-user";
export const BENCH_SESSION_TOKEN = "bench-session-token-0123456789abcdef";
/** API keys are rate-limited per key (600 a minute), so the load spreads over many. */
export const API_KEY_COUNT = 2000;
export const apiKeySecret = (index: number) =>
  `gw_bench${createHash("sha256").update(String(index)).digest("base64url")}`;

const WORDS = [
  "rocket",
  "library",
  "graph",
  "vector",
  "stream",
  "cache",
  "parser",
  "router",
  "socket",
  "widget",
  "engine",
  "kernel",
  "pixel",
  "shader",
  "matrix",
  "tensor",
  "crypto",
  "ledger",
  "queue",
  "signal",
  "beacon",
  "harbor",
  "lantern",
  "meadow",
  "orbit",
  "prism",
  "quartz",
  "river",
  "summit",
  "timber",
  "violet",
  "willow",
  "zephyr",
  "amber",
  "cobalt",
  "delta",
  "ember",
  "falcon",
  "glacier",
  "hollow",
  "iris",
  "jasper",
  "kepler",
  "lumen",
  "mosaic",
  "nebula",
  "onyx",
  "pulse",
  "raven",
  "sierra",
];
const TEMPLATES = [
  "A {a} library for {b} and {c}",
  "Tools to build {a} {b} services",
  "Fast {a} {b} written in Rust",
  "Experimental {a} toolkit with {b} support",
  "The {a} framework for {b} {c} apps",
  "Minimal {a} {b} server",
  "Bindings between {a} and {b}",
  "Command-line {a} manager",
];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(",")}]`;
// Deterministic "random" picks: PostgreSQL's integer hash, salted per use.
const pick = (array: string, salt: number) =>
  `(${array})[1 + abs(hashint4(i + ${salt})) % array_length(${array}, 1)]`;

function descriptionSql() {
  const words = sqlArray(WORDS);
  const templates = sqlArray(TEMPLATES);
  const template = pick(templates, 7_000_000);
  return `CASE WHEN i % 20000 = 0 THEN 'quasar observatory tools' ELSE
    replace(replace(replace(${template}, '{a}', ${pick(words, 3_000_000)}),
      '{b}', ${pick(words, 4_000_000)}), '{c}', ${pick(words, 5_000_000)}) END`;
}

/** Seeds unless the data is already there (same counts); true when it seeded. */
export async function seedBenchData(
  query: Query,
  options: { repositories: number; users: number; log: (line: string) => void },
): Promise<boolean> {
  const counts = await query(
    `SELECT (SELECT count(*) FROM "repository")::int AS repositories,
            (SELECT count(*) FROM "user")::int AS users,
            (SELECT count(*) FROM "apiKey")::int AS keys`,
  );
  const row = counts.rows[0] ?? {};
  if (
    row.repositories === options.repositories &&
    row.users === options.users &&
    row.keys === API_KEY_COUNT
  ) {
    options.log(
      `data already seeded: ${options.repositories} repositories, ${options.users} users`,
    );
    return false;
  }
  const started = performance.now();
  // Triggers off for the bulk load, as pg_restore does: the audit log (ADR 033) would chain
  // an event per seeded row, minutes of work that says nothing about a request's cost.
  await query(`SET session_replication_role = replica`);
  await query(`TRUNCATE "repository", "user", "session", "apiKey" CASCADE`);
  const words = sqlArray(WORDS);
  await query(`
    INSERT INTO "repository" ("id", "name", "link", "description", "createdAt", "updatedAt")
    SELECT 'r' || i, ${pick(words, 1_000_000)} || '-' || ${pick(words, 2_000_000)} || '-' || i,
           'https://git.example.com/' || ${pick(words, 6_000_000)} || '/' || i,
           ${descriptionSql()},
           timestamp '2020-01-01' + i * interval '1 minute', now()
    FROM generate_series(1, ${options.repositories}) AS i`);
  await query(`
    INSERT INTO "user" ("id", "name", "email", "emailVerified", "role", "createdAt", "updatedAt")
    SELECT CASE WHEN i = 1 THEN '${BENCH_USER_ID}' ELSE 'u' || i END,
           initcap(${pick(words, 8_000_000)}) || ' ' || initcap(${pick(words, 9_000_000)}),
           'user' || i || '@example.com', true, CASE WHEN i = 1 THEN 'admin' ELSE 'user' END,
           now(), now()
    FROM generate_series(1, ${options.users}) AS i`);
  // One live session per user, so the token lookup walks a realistically sized index.
  await query(`
    INSERT INTO "session" ("id", "expiresAt", "token", "createdAt", "updatedAt", "userId")
    SELECT 's' || i, now() + interval '7 days',
           CASE WHEN i = 1 THEN '${BENCH_SESSION_TOKEN}' ELSE md5('session' || i) END,
           now(), now(), CASE WHEN i = 1 THEN '${BENCH_USER_ID}' ELSE 'u' || i END
    FROM generate_series(1, ${options.users}) AS i`);
  const hashes = Array.from({ length: API_KEY_COUNT }, (_, index) =>
    hashApiKey(apiKeySecret(index)),
  );
  await query(
    `INSERT INTO "apiKey" ("id", "name", "start", "keyHash", "userId", "expiresAt")
     SELECT 'k' || n, 'bench', 'gw_bench', hash, '${BENCH_USER_ID}', now() + interval '365 days'
     FROM unnest($1::text[]) WITH ORDINALITY AS t(hash, n)`,
    [hashes],
  );
  await query(`SET session_replication_role = DEFAULT`);
  // Flushes the GIN pending lists a bulk insert leaves (autovacuum's job in a live database);
  // without it the planner rightly avoids the trigram indexes.
  await query(`VACUUM ANALYZE "repository"`);
  await query(`VACUUM ANALYZE "user"`);
  await query(`VACUUM ANALYZE "session"`);
  await query(`VACUUM ANALYZE "apiKey"`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log(
    `seeded ${options.repositories} repositories, ${options.users} users in ${seconds} s`,
  );
  return true;
}

/** The bench user's cookie value, signed as better-call signs it (HMAC-SHA256, base64). */
export function signedSessionCookie(secret: string): string {
  const signature = createHmac("sha256", secret).update(BENCH_SESSION_TOKEN).digest("base64");
  return encodeURIComponent(`${BENCH_SESSION_TOKEN}.${signature}`);
}
