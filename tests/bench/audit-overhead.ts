// The audit log's write overhead on the repository create path (docs/decisions/033-*):
// N sequential createRepository mutations through the app's fetch handler, as an admin with a
// session, on PostgreSQL. Prints the median and p95 per request and the total.
//   BENCH_DATABASE_URL=postgresql://… npx tsx tests/bench/audit-overhead.ts
// Knobs: BENCH_CREATES (500), BENCH_WARMUP (50). The database is emptied of repositories
// first and must be one you can spare.
import { randomUUID } from "node:crypto";
import { createApp } from "../../server/app.ts";
import { runWithAudit } from "../../server/audit/context.ts";
import { parseEnv } from "../../server/env.ts";
import { silentLogger } from "../../server/logger.ts";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set BENCH_DATABASE_URL to a PostgreSQL database you can spare.");
const creates = Number(process.env.BENCH_CREATES ?? 500);
const warmup = Number(process.env.BENCH_WARMUP ?? 50);
const BASE_URL = "http://localhost:3000";

const env = parseEnv({
  NODE_ENV: "test",
  BASE_URL,
  AUTH_SECRET: "bench-secret-that-is-long-enough-for-better-auth-0123456789",
});
const app = await createApp({
  env,
  database: { engine: "postgresql", url },
  logger: silentLogger,
  seed: false,
});
const userId = randomUUID();
const token = randomUUID().replaceAll("-", "");
await app.prisma.user.create({
  data: { id: userId, email: `bench-${userId}@example.com`, name: "Bench", role: "admin" },
});
await app.prisma.session.create({
  data: { id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 3_600_000) },
});
const cookie = `better-auth.session_token=${await signedToken(token)}`;

const CREATE = `mutation ($input: CreateRepositoryInput!) {
  createRepository(input: $input) { repository { id } }
}`;

async function createOne(index: number): Promise<number> {
  const started = performance.now();
  const response = await app.fetch(
    new Request(`${BASE_URL}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL, cookie },
      body: JSON.stringify({
        query: CREATE,
        variables: { input: { name: `bench-${userId}-${index}`, link: "github.com/b/b" } },
      }),
    }),
  );
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return performance.now() - started;
}

for (let index = 0; index < warmup; index++) await createOne(-1 - index);
const times: number[] = [];
const started = performance.now();
for (let index = 0; index < creates; index++) times.push(await createOne(index));
const total = performance.now() - started;
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(
  `${creates} createRepository: total ${Math.round(total)} ms, median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`,
);

// The same insert three ways, interleaved in rounds so machine load hits each alike: as the
// code was before the audit log (no trigger, no context), with the trigger alone, and as a
// request runs it (trigger, plus the context set in its own transaction).
const prisma = app.prisma;
const setTrigger = (on: boolean) =>
  prisma.$executeRawUnsafe(
    `ALTER TABLE "repository" ${on ? "ENABLE" : "DISABLE"} TRIGGER "repository_audit"`,
  );
const modes = {
  before: async (name: string) => prisma.repository.create({ data: { name, link: "l" } }),
  trigger: async (name: string) => prisma.repository.create({ data: { name, link: "l" } }),
  request: (name: string) =>
    runWithAudit({ actorId: userId, actorVia: "session", requestId: name }, () =>
      prisma.repository.create({ data: { name, link: "l" } }),
    ),
};
const samples: Record<keyof typeof modes, number[]> = { before: [], trigger: [], request: [] };
const rounds = 10;
for (let round = 0; round < rounds; round++) {
  for (const mode of Object.keys(modes) as (keyof typeof modes)[]) {
    await setTrigger(mode !== "before");
    for (let index = 0; index < creates / rounds; index++) {
      const begun = performance.now();
      await modes[mode](`db-${mode}-${round}-${index}-${userId}`);
      samples[mode].push(performance.now() - begun);
    }
  }
}
await setTrigger(true);
for (const [mode, values] of Object.entries(samples)) {
  values.sort((a, b) => a - b);
  const median = values[Math.floor(values.length / 2)] ?? 0;
  console.log(`prisma.repository.create, ${mode}: median ${median.toFixed(3)} ms`);
}
await app.close();

// better-auth's cookie value: `<token>.<HMAC-SHA256(token) in base64>`, URL-encoded.
async function signedToken(value: string): Promise<string> {
  const { createHmac } = await import("node:crypto");
  const signature = createHmac("sha256", env.authSecret).update(value).digest("base64");
  return encodeURIComponent(`${value}.${signature}`);
}
