import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturingLogger, type LogLine } from "../setup/capturing-logger.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Issue 32, finding 9 (logs): a global id of the wrong type logged an error with its stack,
// so any client could fill the error log and bury real failures. A client's bad input is
// answered VALIDATION and logged at info, once, without a stack; errors are for bugs.

let app: TestApp;
let cookie: string;
let lines: LogLine[];

beforeAll(async () => {
  const captured = capturingLogger();
  lines = captured.lines;
  app = await createTestApp({}, { logger: captured.logger });
  cookie = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const BAD_IDS = [
  ["another type's id", encodeGlobalID("Repository", "1")],
  ["an unknown type's id", encodeGlobalID("Nothing", "1")],
  ["not a global id", "not-an-id"],
];

describe("a client's invalid id in the log", () => {
  it.each(BAD_IDS)("%s: VALIDATION, nothing logged above info, no stack", async (_label, id) => {
    const before = lines.length;
    const { status, body } = await app.graphql("query ($id: ID!) { user(id: $id) { id } }", {
      cookie,
      variables: { id },
    });
    expect(status).toBe(200);
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["VALIDATION"]);
    const logged = lines.slice(before).filter((line) => line.msg !== "request");
    expect(logged.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(JSON.stringify(logged)).not.toContain('"stack"');
  });

  it("names the rejected input at info, in the request's log context", async () => {
    const before = lines.length;
    await app.graphql(`{ user(id: "${encodeGlobalID("Repository", "1")}") { id } }`, { cookie });
    const logged = lines.slice(before).filter((line) => line.msg !== "request");
    expect(logged).toEqual([
      expect.objectContaining({ level: 30, code: "VALIDATION", requestId: expect.any(String) }),
    ]);
  });
});
