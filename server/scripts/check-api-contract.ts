import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, findBreakingChanges } from "graphql";

// The API contract (docs/decisions/013-*): schema.graphql may change freely in additive ways,
// but a change graphql-js calls breaking (removed field, narrowed argument…) against the last
// released schema (docs/api/schema-v1.graphql) fails `npm run check:generated` unless
// docs/api-changelog.md quotes its description, i.e. someone decided and wrote it down.
// Run on its own (`tsx server/scripts/check-api-contract.ts`), it checks the committed
// schema.graphql and exits non-zero on an unacknowledged breaking change.

const root = fileURLToPath(new URL("../..", import.meta.url));

export function breakingChanges(released: string, current: string): string[] {
  return findBreakingChanges(buildSchema(released), buildSchema(current)).map(
    (change) => `${change.type}: ${change.description}`,
  );
}

/** The breaking changes docs/api-changelog.md does not acknowledge. */
export function unacknowledgedBreakingChanges(files: {
  released: string;
  current: string;
  changelog: string;
}): string[] {
  const changelog = readFileSync(files.changelog, "utf8");
  return breakingChanges(
    readFileSync(files.released, "utf8"),
    readFileSync(files.current, "utf8"),
  ).filter((line) => !changelog.includes(line.slice(line.indexOf(": ") + 2)));
}

/** The repository's check: reports the unacknowledged breaking changes and returns them. */
export function checkApiContract(): string[] {
  const breaking = unacknowledgedBreakingChanges({
    released: join(root, "docs", "api", "schema-v1.graphql"),
    current: join(root, "schema.graphql"),
    changelog: join(root, "docs", "api-changelog.md"),
  });
  if (breaking.length > 0) {
    console.error(
      `Breaking changes against docs/api/schema-v1.graphql, not acknowledged in docs/api-changelog.md:\n  ${breaking.join("\n  ")}`,
    );
  }
  return breaking;
}

// `import.meta.main` needs Node 22.18/24.2; the project still runs on 20.19.
const isMain =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  if (checkApiContract().length > 0) process.exit(1);
  console.log("No unacknowledged breaking change against docs/api/schema-v1.graphql.");
}
