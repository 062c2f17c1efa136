import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { withDatabase } from "../setup/global-setup.ts";
import { startOtlpReceiver, type ReceivedSpan } from "../setup/otlp-receiver.ts";

// pg's own spans under ESM, on PostgreSQL (docs/decisions/122): the server started as
// production starts it (telemetry, then the app's import) in a child process, where nothing
// loaded pg before instrumentation-pg's hook was registered (this suite's workers share
// loaded modules, so telemetry-trace.test.ts cannot tell). The page's trace must reach a pg
// span with the statement's parameterised text under the resolver that sent it.

const run = promisify(execFile);
const SCRIPT = "tests/setup/telemetry-pg-page.ts";
const EMAIL = "pg-spans@example.com";
const PAGE = `query pageAppRepositoriesQuery($first: Int) {
  viewer { id }
  repositories(first: $first) { edges { node { id name } } }
}`;

const childrenOf = (spans: ReceivedSpan[], parent: ReceivedSpan) =>
  spans.filter((span) => span.parentSpanId === parent.spanId && span.traceId === parent.traceId);
const descendants = (spans: ReceivedSpan[], root: ReceivedSpan): ReceivedSpan[] =>
  childrenOf(spans, root).flatMap((child) => [child, ...descendants(spans, child)]);

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe("pg's spans on PostgreSQL, the server started as in production", () => {
  it("a signed-in page goes POST /graphql → graphql.execute → resolver → pg.query with $n placeholders", async (context) => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const template = inject("postgresTemplate");
    context.skip(
      !adminUrl || !template,
      "needs TEST_DATABASE_URL: on PGlite there is no pg, Prisma's spans carry the SQL (telemetry-trace.test.ts)",
    );
    const name = `gw_test_${randomBytes(4).toString("hex")}`;
    await adminQuery(adminUrl!, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const receiver = await startOtlpReceiver();
    try {
      const inherited = Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !key.startsWith("OTEL_")),
      );
      const { stdout } = await run(process.execPath, ["--import", "tsx", SCRIPT], {
        env: {
          ...inherited,
          NODE_ENV: "test",
          AUTH_SECRET: "x".repeat(32),
          LOG_LEVEL: "silent",
          BASE_URL: "http://localhost:3000",
          DATABASE_URL: withDatabase(adminUrl!, name),
          WORKER: "on",
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
          OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
          PAGE_EMAIL: EMAIL,
          PAGE_QUERY: PAGE,
        },
        timeout: 120_000,
      });
      expect(JSON.parse(stdout)).toEqual({ status: 200, errors: null });

      const spans = receiver.spans;
      const server = spans.find(
        (span) =>
          span.name === "POST /graphql" &&
          span.attributes["graphql.operation.name"] === "pageAppRepositoriesQuery",
      );
      expect(server, spans.map((span) => span.name).join(", ")).toBeDefined();
      const execute = childrenOf(spans, server!).find((span) => span.name === "graphql.execute");
      expect(execute).toBeDefined();
      const resolver = childrenOf(spans, execute!).find(
        (span) =>
          span.name === "graphql.resolve" &&
          span.attributes["graphql.field.name"] === "repositories",
      );
      expect(resolver).toBeDefined();
      const statements = descendants(spans, resolver!).filter((span) =>
        span.name.startsWith("pg.query"),
      );
      expect(statements.length).toBeGreaterThan(0);
      const texts = statements.map((span) => String(span.attributes["db.query.text"]));
      expect(texts.every((text) => /^\s*SELECT/i.test(text))).toBe(true);
      // Parameterised: placeholders in the text, the values (the user's id, the page size)
      // nowhere in any span.
      expect(texts.some((text) => /\$\d/.test(text))).toBe(true);
      const viewer = spans.find((span) => span.attributes["enduser.id"] !== undefined);
      const userId = String(viewer?.attributes["enduser.id"]);
      expect(statements.filter((span) => span.text.includes(userId))).toEqual([]);
      expect(spans.filter((span) => span.text.includes(EMAIL))).toEqual([]);
    } finally {
      await receiver.close();
      await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
