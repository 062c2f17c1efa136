// `npm run bench`: runs every benchmark in tests/bench one after the other.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const tsx = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));
const benches = readdirSync(dir)
  .filter((name) => name.endsWith(".ts") && name !== "run.ts")
  .sort();
// One failing benchmark does not hide the others' numbers; the exit code still says so.
const failed: string[] = [];
for (const name of benches) {
  console.log(`\n# ${name}`);
  try {
    execFileSync(tsx, [`${dir}${name}`], { stdio: "inherit" });
  } catch {
    failed.push(name);
  }
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exitCode = 1;
}
