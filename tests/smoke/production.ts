import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startSmtpSink } from "../e2e/support/smtp-sink.ts";
import { measureFootprints } from "./footprint.ts";
import { initCluster } from "./postgres.ts";
import { client, openRequests } from "./requests.ts";
import { sleep, startServer, startWorker, type ServerProcess } from "./server-process.ts";
import { checkLogs } from "./logs.ts";

// The production smoke test, run by .ci/run: the release the Dockerfile ships,
// built by scripts/build-production.sh, started as the image starts it (`node
// dist/server/index.js`, NODE_ENV=production) on a PostgreSQL of its own that it stops and
// starts. The web server runs with WORKER=off beside a worker process (`node
// dist/server/worker.js`), as docker-compose.yml deploys them. Ports: SMOKE_PORT (4600; SMTP sink +10/+11), SMOKE_PG_PORT (55434).

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.SMOKE_PORT ?? 4600);
const baseUrl = `http://127.0.0.1:${port}`;
const ADMIN = "ops@example.org";
const QUERY = "{ viewer { id email roles } }";
const figures: string[] = [];
const started = performance.now();

function step(title: string) {
  console.log(`\n== ${title} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
function figure(line: string) {
  console.log(`   ${line}`);
  figures.push(line);
}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`smoke: ${message}`);
}
const rolesOf = (body: Record<string, unknown>) =>
  (body.data as { viewer?: { roles?: string[] } } | undefined)?.viewer?.roles ?? [];
const codeOf = (body: Record<string, unknown>) =>
  (body.code as string | undefined) ??
  (body.errors as Array<{ extensions?: { code?: string } }> | undefined)?.[0]?.extensions?.code;

const work = mkdtempSync(join(tmpdir(), "groundwork-smoke-"));
chmodSync(work, 0o755); // the postgres user keeps its cluster in here
const release = process.env.SMOKE_RELEASE ?? join(work, "release");
const cleanups: Array<() => unknown> = [];
let current: ServerProcess | undefined;
const overall = setTimeout(() => {
  console.error("smoke: gave up after 10 minutes");
  for (const cleanup of cleanups.reverse()) void cleanup();
  process.exit(1);
}, 600_000);

try {
  step("1. build (scripts/build-production.sh) and 2. prune dev dependencies");
  if (process.env.SMOKE_RELEASE) {
    console.log(`   reusing ${release} (SMOKE_RELEASE)`);
  } else {
    const buildStart = performance.now();
    execFileSync("bash", [join(root, "scripts/build-production.sh"), release], {
      stdio: "inherit",
    });
    figure(`build + prune: ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);
  }
  check(existsSync(join(release, "dist/server/index.js")), "dist/server/index.js missing");
  check(existsSync(join(release, "dist/web/index.html")), "dist/web/index.html missing");
  for (const devOnly of ["tsx", "typescript", "vite", "vitest", "prisma", "pino-pretty"]) {
    check(!existsSync(join(release, "node_modules", devOnly)), `${devOnly} survived the prune`);
  }
  figure("release: no tsx, typescript, vite, vitest, prisma CLI or pino-pretty");

  step("3. start on PostgreSQL with NODE_ENV=production");
  const cluster = initCluster(join(work, "pg"), Number(process.env.SMOKE_PG_PORT ?? 55434));
  cleanups.push(() => cluster.destroy());
  await cluster.createDatabase("groundwork_smoke");
  const sink = await startSmtpSink({ smtp: port + 10, http: port + 11 });
  cleanups.push(() => sink.close());
  const secret = randomBytes(32).toString("base64url");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: work,
    NODE_ENV: "production",
    PORT: String(port),
    BASE_URL: baseUrl,
    DATABASE_URL: cluster.url("groundwork_smoke"),
    AUTH_SECRET: secret,
    SMTP_URL: `smtp://127.0.0.1:${port + 10}`,
    ADMIN_EMAILS: `${ADMIN}, second-admin@example.org`,
    TRUST_PROXY: "true",
    WORKER: "off",
  };
  const server = await startServer({
    command: process.execPath,
    args: ["dist/server/index.js"],
    cwd: release,
    env,
    baseUrl,
  });
  current = server;
  cleanups.push(() => server.child.kill("SIGKILL"));
  figure(`node ${process.version}: ready ${server.startMs.toFixed(0)} ms after spawn (migrations)`);
  const worker = await startWorker({
    command: process.execPath,
    args: ["dist/server/worker.js"],
    cwd: release,
    env,
  });
  cleanups.push(() => worker.child.kill("SIGKILL"));
  figure("worker process running beside the web server (WORKER=off)");
  const http = client(baseUrl, sink.messages);

  step("4. the first ADMIN_EMAILS sign-in is an admin");
  const admin = await http.signIn(ADMIN);
  const viewer = await http.graphql(QUERY, admin.cookie);
  const roles = rolesOf(viewer.body);
  check(roles.includes("ADMIN"), `${ADMIN} is not an admin: ${JSON.stringify(viewer.body)}`);
  const someone = await http.signIn("someone@example.org");
  const other = await http.graphql(QUERY, someone.cookie);
  check(
    rolesOf(other.body).join() === "USER",
    `an unlisted address is not a plain user: ${JSON.stringify(other.body)}`,
  );
  figure(`${ADMIN}: ${roles.join(", ")}; someone@example.org: USER`);
  const generatedId = viewer.headers.get("x-request-id");
  // The image's `npm run admin`: the compiled script, no tsx, while the server runs.
  // Not execFileSync: a blocked event loop keeps a keep-alive socket the server has closed
  // meanwhile (its 5 s keep-alive), and the next request on it fails as "other side closed".
  const adminCommand = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["dist/server/scripts/admin.js", ...args], {
      cwd: release,
      env,
      encoding: "utf8",
    });
  await adminCommand("grant", "someone@example.org");
  const granted = rolesOf((await http.graphql(QUERY, someone.cookie)).body);
  await adminCommand("revoke", "someone@example.org");
  const revoked = rolesOf((await http.graphql(QUERY, someone.cookie)).body);
  check(granted.includes("ADMIN"), `admin.js grant: ${granted.join()}`);
  check(!revoked.includes("ADMIN"), `admin.js revoke: ${revoked.join()}`);
  figure("node dist/server/scripts/admin.js grant/revoke: takes effect without a restart");

  step("5. no demo rows");
  const [rows] = await cluster.query<{ demo: string; users: string; repositories: string }>(
    "groundwork_smoke",
    `SELECT (SELECT count(*) FROM "user" WHERE email LIKE '%@example.com') AS demo,
            (SELECT count(*) FROM "user") AS users,
            (SELECT count(*) FROM repository) AS repositories`,
  );
  check(rows && Number(rows.demo) === 0, `demo accounts present: ${JSON.stringify(rows)}`);
  check(Number(rows.users) === 2 && Number(rows.repositories) === 0, JSON.stringify(rows));
  figure("users: the 2 who signed in; @example.com accounts: 0; repositories: 0");

  step("6. readiness 200");
  const proxyId = `smoke-${randomBytes(6).toString("hex")}`;
  const ready = await http.call("/api/health/ready", { headers: { "x-request-id": proxyId } });
  check(ready.status === 200, `readiness answered ${ready.status}`);
  check(ready.headers.get("x-request-id") === proxyId, "the proxy's x-request-id is not echoed");
  figure(`GET /api/health/ready: 200, x-request-id echoed`);
  // An old tab after a deploy asks for chunks that are gone (docs/decisions/095).
  for (const path of ["/assets/gone-after-deploy.js", "/favicon-gone.png"]) {
    for (const method of ["GET", "HEAD"]) {
      const missing = await http.call(path, { method });
      const label = `${method} ${path}`;
      check(missing.status === 404, `${label} answered ${missing.status}`);
      check(missing.headers.get("content-security-policy"), `${label}: no CSP`);
      check(missing.headers.get("x-content-type-options") === "nosniff", `${label}: no nosniff`);
    }
  }
  figure("missing asset and file: 404 with CSP and nosniff, GET and HEAD");

  step("7. PostgreSQL stopped: 503 with Retry-After on GraphQL and auth, readiness 503");
  cluster.stop();
  const outage = {
    graphql: await http.graphql(QUERY, admin.cookie),
    graphqlFr: await http.graphql(QUERY, admin.cookie, { "accept-language": "fr" }),
    session: await http.call("/api/auth/get-session", { cookie: admin.cookie }),
    sendCode: await http.call("/api/auth/email-otp/send-verification-otp", {
      body: { email: ADMIN, type: "sign-in" },
    }),
    ready: await http.call("/api/health/ready"),
    live: await http.call("/api/health"),
  };
  for (const name of ["graphql", "session", "sendCode"] as const) {
    const reply = outage[name];
    check(reply.status === 503, `${name} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    check(reply.headers.get("retry-after"), `${name}: no Retry-After`);
    check(codeOf(reply.body) === "SERVICE_UNAVAILABLE", `${name}: ${JSON.stringify(reply.body)}`);
  }
  check(
    JSON.stringify(outage.graphqlFr.body) !== JSON.stringify(outage.graphql.body),
    "the SERVICE_UNAVAILABLE message is not translated",
  );
  check(outage.ready.status === 503, `readiness answered ${outage.ready.status} during the outage`);
  check(outage.live.status === 200, `liveness answered ${outage.live.status} during the outage`);
  const healthcheck = runHealthcheck();
  check(healthcheck !== 0, "the image's HEALTHCHECK passed with the database down");
  figure(
    `GraphQL, get-session, send-verification-otp: 503 SERVICE_UNAVAILABLE, Retry-After: ${outage.graphql.headers.get("retry-after")} s`,
  );
  figure(`readiness 503, liveness 200, HEALTHCHECK script exit ${healthcheck}`);

  step("8. PostgreSQL started again: recovery ≤ 5 s");
  cluster.start();
  const back = performance.now();
  for (;;) {
    const [graphql, readyAgain] = await Promise.all([
      http.graphql(QUERY, admin.cookie),
      http.call("/api/health/ready"),
    ]);
    if (graphql.status === 200 && readyAgain.status === 200) break;
    check(performance.now() - back < 5000, "not recovered 5 s after PostgreSQL came back");
    await sleep(20);
  }
  figure(`recovered ${(performance.now() - back).toFixed(0)} ms after PostgreSQL accepted again`);
  check(runHealthcheck() === 0, "the image's HEALTHCHECK failed after recovery");

  step("9. SIGTERM under 20 concurrent requests: 0 cut, exit 0; the worker too");
  const inFlight = openRequests(baseUrl, 20, QUERY, admin.cookie);
  await sleep(300); // every request's headers have reached the server
  const sigterm = performance.now();
  server.child.kill("SIGTERM");
  await sleep(200);
  const outcomes = await inFlight.finish();
  const { code, signal } = await server.exited;
  const cut = outcomes.filter((outcome) => outcome !== 200);
  check(cut.length === 0, `${cut.length} of 20 cut: ${cut.map(String).join(", ")}`);
  check(code === 0, `exit code ${code} (signal ${signal})`);
  figure(
    `20 in flight at SIGTERM: 20 × 200, 0 cut; exit 0 after ${(performance.now() - sigterm).toFixed(0)} ms`,
  );
  // It kept running through the outage of step 7 and stops as the server does.
  const workerExit = await worker.stop();
  check(workerExit.code === 0, `worker exit code ${workerExit.code} (signal ${workerExit.signal})`);
  const workerErrors = [...worker.stdout, ...worker.stderr].filter((line) =>
    /"level":(50|60)/.test(line),
  );
  check(workerErrors.length === 0, `worker logged errors:\n${workerErrors.join("\n")}`);
  figure("worker: SIGTERM, exit 0, no error logged");

  step("10. JSON log lines carry the request id");
  for (const line of checkLogs({
    stdout: server.stdout,
    stderr: server.stderr,
    requestIds: [proxyId, generatedId ?? ""],
    secrets: [secret, admin.code, someone.code],
  })) {
    figure(line);
  }

  step("Start time and resident memory, NODE_ENV=production (median of 3)");
  const footprints = await measureFootprints({
    release,
    checkout: root,
    // Stopping is not measured here: no 5 s grace period after each of the six runs.
    env: { ...env, LOG_LEVEL: "warn", SHUTDOWN_GRACE_MS: "0" },
    baseUrl,
    runs: 3,
    warmUp: async () => {
      for (let i = 0; i < 20; i++) await http.graphql(QUERY, admin.cookie);
    },
  });
  for (const { label, startMs, rssMiB } of footprints) {
    figure(
      `${label.padEnd(26)} start ${startMs.toFixed(0).padStart(5)} ms, RSS ${rssMiB.toFixed(0)} MiB`,
    );
  }

  console.log(
    `\n== Production smoke test passed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const line of figures) console.log(`   ${line}`);
} catch (error) {
  if (current) {
    console.error("   last lines of the server's output:");
    for (const line of [...current.stdout, ...current.stderr].slice(-30))
      console.error(`   | ${line}`);
  }
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  clearTimeout(overall);
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (!process.env.SMOKE_KEEP) rmSync(work, { recursive: true, force: true });
}

// The image's HEALTHCHECK command, run from the release as Docker would.
function runHealthcheck(): number {
  try {
    execFileSync(process.execPath, ["scripts/healthcheck.mjs"], {
      cwd: release,
      env: { PATH: process.env.PATH ?? "", PORT: String(port) },
      stdio: "ignore",
    });
    return 0;
  } catch (error) {
    return (error as { status?: number }).status ?? 1;
  }
}
