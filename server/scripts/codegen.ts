import { execFileSync } from "node:child_process";
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
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { checkApiContract } from "./check-api-contract.ts";

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
  if (!check) {
    run(bin("prisma"), ["generate"], root, prismaEnv);
    return [];
  }
  const scratch = mkdtempSync(join(tmpdir(), "groundwork-codegen-"));
  try {
    cpSync(join(root, "prisma", "schema.prisma"), join(scratch, "prisma", "schema.prisma"));
    symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"), "dir");
    run(bin("prisma"), ["generate", "--schema", "prisma/schema.prisma"], scratch, prismaEnv);
    const fresh = join(scratch, "server", "generated");
    const committed = join(root, "server", "generated");
    const names = new Set(
      [...listFiles(fresh), ...listFiles(committed)].map((file) =>
        relative(file.startsWith(fresh) ? fresh : committed, file),
      ),
    );
    return [...names]
      .filter((name) => {
        try {
          return (
            readFileSync(join(fresh, name), "utf8") !== readFileSync(join(committed, name), "utf8")
          );
        } catch {
          return true;
        }
      })
      .map((name) => `server/generated/${name}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function graphqlSchema() {
  const printed = run(bin("tsx"), [join(root, "server", "scripts", "print-schema.ts")]);
  const file = join(root, "schema.graphql");
  let committed = "";
  try {
    committed = readFileSync(file, "utf8");
  } catch {
    // A missing file counts as drift.
  }
  if (check) return committed === printed ? [] : ["schema.graphql"];
  writeFileSync(file, printed);
  return [];
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
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(readFileSync(persistedFile, "utf8")) as Record<string, string>;
  } catch {
    return ["persisted-queries.json"];
  }
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

// Breaking changes against the released contract must be acknowledged in the changelog.
function contract() {
  return checkApiContract().length === 0 ? [] : ["schema.graphql (breaking API change)"];
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
