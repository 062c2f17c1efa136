import { spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { openDatabase } from "../../../server/db/db.ts";
import { createPGlite } from "../../../server/db/pglite.ts";
import { seed } from "../../../server/db/seed.ts";
import { startJobQueue } from "../../../server/jobs/boss.ts";
import { seedJobs } from "../../../server/jobs/seed-jobs.ts";
import { E2E_JOB_FAILURES } from "./jobs.ts";
import { silentLogger } from "../../../server/logger.ts";

// `tsx tests/e2e/support/prepare-run.ts WEB_DIST_DIR PGLITE_DIR...`: what the e2e servers
// need before the first one starts (playwright.config.ts), done side by side on the 2 cores:
//   - the production web build into WEB_DIST_DIR (weight.spec.ts measures what users get);
//   - one PGlite database, migrated and seeded as a server's first start would do it, copied
//     into every PGLITE_DIR. Creating a PGlite cluster costs ~5 s of CPU, opening a copy well
//     under one: four servers creating their own cost ~20 s before any test ran.

const [webDistDir, ...pgliteDirs] = process.argv.slice(2);
if (!webDistDir || pgliteDirs.length === 0) {
  console.error("usage: prepare-run.ts WEB_DIST_DIR PGLITE_DIR...");
  process.exit(2);
}

const require = createRequire(import.meta.url);

function buildWeb(outDir: string): Promise<void> {
  // NODE_ENV=production: the servers run in development mode, which would otherwise make
  // Vite bundle React's development build.
  const vite = join(dirname(require.resolve("vite/package.json")), "bin/vite.js");
  const child = spawn(process.execPath, [vite, "build", "--logLevel", "warn", "--outDir", outDir], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

async function prepareDatabases([first, ...copies]: string[]): Promise<void> {
  if (!first) return;
  for (const dir of [first, ...copies]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(first, { recursive: true });
  const pglite = createPGlite({ dataDir: first });
  const db = await openDatabase({ engine: "pglite", dir: undefined, pglite });
  await seed(db.prisma);
  // The sample's failed jobs too, as server/app.ts adds them after seeding (no workers here).
  const jobs = await startJobQueue({
    connection: db.jobs,
    registry: {},
    prisma: db.prisma,
    logger: silentLogger,
    worker: false,
  });
  await seedJobs(jobs.boss);
  // The English Jobs test retries and cancels one of these per attempt (a CI retry included).
  await seedJobs(jobs.boss, E2E_JOB_FAILURES);
  await jobs.close();
  await db.close();
  // Closed cleanly, the data directory is a consistent cluster that each server reopens.
  await pglite.close();
  for (const dir of copies) cpSync(first, dir, { recursive: true });
}

await Promise.all([buildWeb(webDistDir), prepareDatabases(pgliteDirs)]);
