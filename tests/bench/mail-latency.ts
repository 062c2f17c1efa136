// How long a sign-in code takes from the request to a healthy SMTP server accepting it, now
// that mail is a job (docs/decisions/105; the brief: within 1 s at p95). The in-server worker
// is woken by LISTEN/NOTIFY. A benchmark, not a test: timings are too noisy to assert.
// Run: npx tsx tests/bench/mail-latency.ts [codes]            (PGlite in memory)
//      BENCH_DATABASE_URL=postgresql://… npx tsx tests/bench/mail-latency.ts [codes]
// The PostgreSQL database is migrated (jobs schema included) and gets users and jobs.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createApp } from "../../server/app.ts";
import { createPGlite } from "../../server/db/pglite.ts";
import { parseEnv } from "../../server/env.ts";

const CODES = Number(process.argv[2] ?? 100);
const BURST = 20;
const url = process.env.BENCH_DATABASE_URL;

// The SMTP server: when each recipient's message was accepted (after DATA).
const accepted = new Map<string, () => void>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      for (const rcpt of session.envelope.rcptTo) accepted.get(rcpt.address.toLowerCase())?.();
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const env = parseEnv({
  NODE_ENV: "test",
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  TRUST_PROXY: "true",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  WORKER: "on",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
});
const app = await createApp({
  env,
  database: url
    ? { engine: "postgresql", url, migrationUrl: url }
    : { engine: "pglite", dir: undefined, pglite: createPGlite() },
  seed: false,
});

/** One code request; resolves with (answered − started, accepted − answered) in ms. */
async function codeOnce(email: string) {
  const arrived = new Promise<number>((resolve) =>
    accepted.set(email, () => resolve(performance.now())),
  );
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
  if (!response.ok) throw new Error(`code request: ${response.status}`);
  const answered = performance.now();
  const at = await arrived;
  accepted.delete(email);
  return { answer: answered - started, queue: at - answered, total: at - started };
}

const run = randomBytes(3).toString("hex");
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const report = (label: string, samples: { answer: number; queue: number; total: number }[]) => {
  const line = (what: string, values: number[]) =>
    console.log(
      `  ${what.padEnd(26)} p50 ${quantile(values, 0.5).toFixed(0)} ms, p95 ${quantile(values, 0.95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`,
    );
  console.log(`${label} (${samples.length} codes)`);
  line(
    "answer (job stored):",
    samples.map((s) => s.answer),
  );
  line(
    "answer → SMTP accepted:",
    samples.map((s) => s.queue),
  );
  line(
    "request → SMTP accepted:",
    samples.map((s) => s.total),
  );
};

// Warm-up: the first render loads react-email.
await codeOnce(`warm-${run}@example.com`);
const sequential = [];
for (let i = 0; i < CODES; i++) sequential.push(await codeOnce(`seq-${run}-${i}@example.com`));
const burst = await Promise.all(
  Array.from({ length: BURST }, (_, i) => codeOnce(`burst-${run}-${i}@example.com`)),
);
console.log(
  `${url ? "PostgreSQL" : "PGlite"}, in-server worker, LISTEN/NOTIFY, Node ${process.version}`,
);
report("one at a time", sequential);
report(`${BURST} at once`, burst);
await app.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
