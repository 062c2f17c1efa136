import { isOneTimeCode } from "#shared/validation/one-time-code";

// Run as a child process (tests/integration/telemetry-pg.test.ts), on PostgreSQL: starts
// telemetry and then the app as server/index.ts does, so pg loads after its instrumentation,
// signs in through the e-mail code flow, serves one signed-in GraphQL page, and exits once
// the spans went out to the OTLP endpoint it was given. Prints the page's status and errors.

const { readEnv } = await import("../../server/env.ts");
const { startTelemetry, stopTelemetry } = await import("../../server/telemetry/telemetry.ts");
const env = readEnv();
if (!(await startTelemetry(env.telemetry))) throw new Error("telemetry did not start");
const { createApp } = await import("../../server/app.ts");
const app = await createApp({ env, serveWeb: false });

const post = (path: string, body: unknown, cookie?: string) =>
  app.fetch(
    new Request(new URL(path, env.baseUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: env.baseUrl,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );

const email = process.env.PAGE_EMAIL!;
const sent = await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
if (!sent.ok) throw new Error(`sending a code failed: ${sent.status}`);
// The mail is a job this instance (WORKER=on) works: waited for in polls, not by the clock.
let otp: string | undefined;
for (let poll = 0; poll < 1000 && !otp; poll++) {
  const mail = app.mailer.mailbox().find((stored) => stored.to === email);
  otp = mail?.text
    .split("\n")
    .map((line) => line.trim())
    .find(isOneTimeCode);
  if (!otp) await new Promise((resolve) => setTimeout(resolve, 20));
}
if (!otp) throw new Error("no sign-in code arrived");
const signedIn = await post("/api/auth/sign-in/email-otp", { email, otp });
if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status}`);
const cookie = signedIn.headers
  .getSetCookie()
  .map((pair) => pair.split(";")[0]!)
  .filter((pair) => pair.includes("session_token"))
  .join("; ");

const page = await post(
  "/graphql",
  { query: process.env.PAGE_QUERY, variables: { first: 5 } },
  cookie,
);
const body = (await page.json()) as { errors?: unknown };
await app.close();
// Flushes what the batch processor holds, then stops.
await stopTelemetry(10_000);
process.stdout.write(JSON.stringify({ status: page.status, errors: body.errors ?? null }));
process.exit(0);
