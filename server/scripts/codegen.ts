import { execFileSync } from "node:child_process";
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

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

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

function relay() {
  try {
    run(bin("relay-compiler"), check ? ["--validate"] : []);
    return [];
  } catch {
    return ["web/__generated__ (relay-compiler --validate)"];
  }
}

const drifted = [...prisma(), ...graphqlSchema(), ...relay()];
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
