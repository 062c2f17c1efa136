import { readFileSync } from "node:fs";
import { buildSchema, findBreakingChanges } from "graphql";

// The API contract (docs/decisions/013-*): schema.graphql may change freely in additive ways,
// but a change graphql-js calls breaking (removed field, narrowed argument…) against the last
// released schema (docs/api/schema-v1.graphql) fails `npm run check:generated` unless
// docs/api-changelog.md quotes its description, i.e. someone decided and wrote it down.

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
