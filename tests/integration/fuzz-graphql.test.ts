import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../server/schema/index.ts";
import { createFuzzFixtures, FUZZ_CALLERS, type FuzzFixtures } from "../setup/fuzz-fixtures.ts";
import { graphqlCases, type GraphQLCase } from "../setup/fuzz-graphql.ts";
import { printCase } from "../setup/fuzz-graphql-print.ts";
import { described, fuzz, fuzzRuns, Violation } from "../setup/fuzz-run.ts";
import { abbreviate } from "../setup/fuzz-values.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Generated operations on every root field and mutation, from every kind of caller,
// never get a 5xx, a masked internal error or an error without a stable code.

/**
 * The codes the README promises third parties (its "Errors." paragraph, graphql-yoga's
 * GRAPHQL_PARSE_FAILED and GRAPHQL_VALIDATION_FAILED included). A new code fails here until
 * it is documented.
 */
const STABLE_CODES = new Set(
  documentedCodes(readFileSync(new URL("../../README.md", import.meta.url), "utf8")),
);

function documentedCodes(readme: string): string[] {
  const paragraph = /\*\*Errors\.\*\*([\s\S]*?)\n\n/.exec(readme)?.[1] ?? "";
  return [...paragraph.matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1] ?? "");
}

type ErrorBody = {
  errors?: { message?: string; path?: unknown[]; extensions?: { code?: unknown } }[];
};

let app: TestApp;
let fixtures: FuzzFixtures;

beforeAll(async () => {
  app = await createTestApp();
  fixtures = await createFuzzFixtures(app);
});
afterAll(() => app?.close());

describe("GraphQL fuzzer", () => {
  it("knows the documented error codes", () => {
    expect(STABLE_CODES).toContain("VALIDATION");
    expect(STABLE_CODES).toContain("QUERY_TOO_COMPLEX");
    expect(STABLE_CODES).toContain("GRAPHQL_VALIDATION_FAILED");
  });

  it(
    "answers every generated operation with a 4xx or data, never a server error",
    { timeout: 600_000 },
    async () => {
      const cases = graphqlCases(schema, fixtures, FUZZ_CALLERS).map((value) =>
        described(value, (c) => `${c.caller} (${c.language}) ${abbreviate(printCase(c))}`),
      );
      const report = await fuzz({
        family: "graphql",
        cases,
        send,
        betweenBatches: async () => {
          await fixtures.restore();
          await fixtures.assertHealthy();
        },
      });
      expect(report.runs).toBeGreaterThanOrEqual(fuzzRuns());
    },
  );
});

async function send(value: GraphQLCase) {
  const { query, variables } = printCase(value);
  const label = `${value.operation} ${value.root.name}`;
  const credentials = fixtures.credentials[value.caller];
  const headers = new Headers({ ...credentials.headers, "content-type": "application/json" });
  if (credentials.cookie) headers.set("cookie", credentials.cookie);
  if (value.language) headers.set("accept-language", value.language);
  const response = await app.request("/graphql", {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const repro = () =>
    `  as ${value.caller}: POST /graphql ${abbreviate({ query, variables })}\n` +
    `  → ${response.status} ${text.slice(0, 300)}`;
  if (response.status >= 500) throw new Violation(`HTTP ${response.status} on ${label}`, repro());
  let body: ErrorBody;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    throw new Violation(`answer that is not JSON on ${label}`, repro());
  }
  for (const error of body.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code === "string" && STABLE_CODES.has(code)) continue;
    // Grouped by cause: a masked error by where it happened (its text is the generic one in
    // the request's language), the others by their wording.
    const kind =
      code === "INTERNAL_SERVER_ERROR"
        ? `INTERNAL_SERVER_ERROR on ${label} at ${error.path?.join(".")}`
        : `${String(code ?? "no code")}: ${shape(error.message)}`;
    throw new Violation(kind, repro());
  }
  return { label, status: response.status };
}

/** An error message without its values, so one cause is one kind of failure. */
function shape(message = ""): string {
  return message
    .replace(/got invalid value.*/s, "got invalid value …")
    .replace(/^.* has not been implemented$/s, "… has not been implemented")
    .replace(/"[^"]*"|\d+/g, "…")
    .slice(0, 90);
}
