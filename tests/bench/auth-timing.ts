// Compares answer times for a known and an unknown address on the code request, which must
// not tell them apart. A benchmark, not a test: timings are too noisy to assert.
// Run: npx tsx tests/bench/auth-timing.ts [requests-per-address]
import { randomBytes } from "node:crypto";
import { createApp } from "../../server/app.ts";
import { createPGlite } from "../../server/db/pglite.ts";
import { parseEnv } from "../../server/env.ts";

const ROUNDS = Number(process.argv[2] ?? 200);
const env = parseEnv({
  NODE_ENV: "test",
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  TRUST_PROXY: "true",
  AUTH_SIGNUP_ENABLED: process.env.AUTH_SIGNUP_ENABLED ?? "false",
});
const app = await createApp({
  env,
  database: { engine: "pglite", dir: undefined, pglite: createPGlite() },
});

async function timeOnce(email: string) {
  // A fresh client address and address suffix each time, so no rate limit is hit.
  const ip = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const started = performance.now();
  const response = await app.fetch(
    new Request(`${env.baseUrl}/api/auth/email-otp/send-verification-otp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: env.baseUrl, "x-forwarded-for": ip },
      body: JSON.stringify({ email, type: "sign-in" }),
    }),
  );
  await response.text();
  return performance.now() - started;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const known: number[] = [];
const unknown: number[] = [];
// Interleaved so drift (JIT, GC, cache) hits both sides alike. The per-address limit allows
// 5 codes an hour, so each round uses its own known user and its own unknown address.
for (let round = 0; round < ROUNDS; round++) {
  const email = `bench-${round}@example.com`;
  await app.prisma.user.create({ data: { id: `bench-${round}`, name: "", email } });
  known.push(await timeOnce(email));
  unknown.push(await timeOnce(`nobody-${round}@example.com`));
}
console.log(`sign-up ${env.signupEnabled ? "on" : "off"}, ${ROUNDS} requests each`);
console.log(`known   median ${median(known)?.toFixed(2)} ms`);
console.log(`unknown median ${median(unknown)?.toFixed(2)} ms`);
await app.close();
