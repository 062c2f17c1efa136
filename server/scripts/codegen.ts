import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, findBreakingChanges } from "graphql";

// Every generated file comes from here: the Prisma client and Pothos types, schema.graphql,
// and the Relay artifacts. `--check` regenerates into a scratch folder (or validates) and
// fails when a committed file has drifted, so CI catches a forgotten `npm run generate`.
const root = fileURLToPath(new URL("../..", import.meta.url));
const check = process.argv.includes("--check");
// The CLI wants a schema engine binary it cannot download offline; generate needs none
// (docs/decisions/002-migrations-with-wasm-schema-engine.md).
const prismaEnv = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/true",
};
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const run = (command: string, args: string[], cwd = root, env = process.env) =>
  execFileSync(command, args, { cwd, env, stdio: ["ignore", "pipe", "inherit"] }).toString();

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());

function prisma() {
  // The scaffold formats the schema as it edits it; an unformatted committed schema would
  // show as a change after generate-and-destroy (scripts/scaffold-check.sh), so it is checked.
  if (!check) {
    run(bin("prisma"), ["format"], root, prismaEnv);
    run(bin("prisma"), ["generate"], root, prismaEnv);
    return [];
  }
  try {
    run(bin("prisma"), ["format", "--check"], root, prismaEnv);
  } catch {
    return ["prisma/schema.prisma (prisma format)"];
  }
  const scratch = mkdtempSync(join(tmpdir(), "groundwork-codegen-"));
  try {
    cpSync(join(root, "prisma", "schema.prisma"), join(scratch, "prisma", "schema.prisma"));
    symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"), "dir");
    run(bin("prisma"), ["generate", "--schema", "prisma/schema.prisma"], scratch, prismaEnv);
    const fresh = join(scratch, "server", "generated");
    // diff prints the files that differ; its exit status says whether any does.
    const diff = spawnSync("diff", ["-rq", fresh, join(root, "server", "generated")], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    return diff.status === 0 ? [] : ["server/generated (prisma generate)"];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function graphqlSchema() {
  const printed = run(bin("tsx"), [join(root, "server", "scripts", "print-schema.ts")]);
  const file = join(root, "schema.graphql");
  if (!check) writeFileSync(file, printed);
  return readFileSync(file, "utf8") === printed ? [] : ["schema.graphql"];
}

// relay-compiler only adds to persisted-queries.json (and only for operations it rewrites),
// so generate prunes it to the artifacts' ids afterwards; check compares the two.
const persistedFile = join(root, "persisted-queries.json");

function relay() {
  try {
    run(bin("relay-compiler"), check ? ["--validate"] : []);
  } catch {
    return ["web/__generated__ (relay-compiler --validate)"];
  }
  return persistedOperations();
}

function persistedOperations() {
  const generated = join(root, "web", "__generated__");
  const ids = new Set(
    listFiles(generated).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/"id": "([0-9a-f]{64})"/g)].map((m) => m[1]),
    ),
  );
  let stored = JSON.parse(readFileSync(persistedFile, "utf8")) as Record<string, string>;
  if (!check) {
    const pruned = Object.fromEntries(Object.entries(stored).filter(([id]) => ids.has(id)));
    writeFileSync(persistedFile, `${JSON.stringify(pruned, null, 2)}\n`);
    stored = pruned;
  }
  const consistent =
    Object.keys(stored).length === ids.size &&
    Object.entries(stored).every(
      ([id, text]) => ids.has(id) && createHash("sha256").update(text).digest("hex") === id,
    );
  return consistent ? [] : ["persisted-queries.json"];
}

// The API contract (docs/decisions/013-*): a change graphql-js calls breaking (removed field,
// narrowed argument…) against the last released schema fails unless docs/api-changelog.md
// quotes its description, i.e. someone decided and wrote it down.
function contract() {
  const read = (file: string) => readFileSync(join(root, file), "utf8");
  const changelog = read("docs/api-changelog.md");
  const released = buildSchema(read("docs/api/schema-v1.graphql"));
  const breaking = findBreakingChanges(released, buildSchema(read("schema.graphql")))
    .filter((change) => !changelog.includes(change.description))
    .map((change) => `${change.type}: ${change.description}`);
  if (breaking.length === 0) return [];
  console.error(
    `Breaking changes against docs/api/schema-v1.graphql, not acknowledged in docs/api-changelog.md:\n  ${breaking.join("\n  ")}`,
  );
  return ["schema.graphql (breaking API change)"];
}

const drifted = [...prisma(), ...graphqlSchema(), ...relay(), ...contract()];
if (drifted.length > 0) {
  console.error(
    `Generated files are out of date (run \`npm run generate\` and commit):\n  ${drifted.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(
  check
    ? "Generated files are up to date."
    : "Generated Prisma client, schema.graphql and Relay artifacts.",
);
