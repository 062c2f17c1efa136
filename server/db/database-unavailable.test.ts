import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, serviceUnavailableResponse } from "./database-unavailable.ts";
import { Prisma } from "../generated/prisma/client.ts";

// Shapes recorded from Prisma 7.10 + @prisma/adapter-pg against a PostgreSQL 15 stopped with
// `pg_ctl stop -m fast` (first query: 57P01 on a pooled connection, then P1001).
const known = (code: string, cause: ConstructorParameters<typeof DriverAdapterError>[0]) =>
  new Prisma.PrismaClientKnownRequestError("Invalid invocation", {
    code,
    clientVersion: "7.10.0",
    meta: { modelName: "User", driverAdapterError: new DriverAdapterError(cause) },
  });

const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect" });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["P1001 unreachable", known("P1001", { kind: "DatabaseNotReachable" })],
    [
      "57P01 admin shutdown under P2039",
      known("P2039", {
        kind: "postgres",
        code: "57P01",
        originalCode: "57P01",
        severity: "FATAL",
        message: "terminating connection due to administrator command",
        detail: undefined,
        column: undefined,
        hint: undefined,
      }),
    ],
    ["a raw query (P2010) on a closed connection", known("P2010", { kind: "ConnectionClosed" })],
    ["too many connections", known("P2037", { kind: "TooManyConnections", cause: "53300" })],
    ["pg's ECONNREFUSED", socketError("ECONNREFUSED")],
    ["both localhost addresses refusing", new AggregateError([socketError("ECONNREFUSED")])],
    ["a dropped pg connection", new Error("Connection terminated unexpectedly")],
    ["a pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["SQLSTATE class 08", Object.assign(new Error("x"), { code: "08006" })],
    [
      "one wrapped by GraphQL",
      new GraphQLError("Unexpected error.", {
        originalError: known("P1001", { kind: "DatabaseNotReachable" }),
      }),
    ],
    ["one in a cause", new Error("session lookup", { cause: socketError("ECONNRESET") })],
  ])("%s: yes", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", known("P2002", { kind: "UniqueConstraintViolation" })],
    [
      "a query error",
      known("P2010", {
        kind: "postgres",
        code: "42601",
        originalCode: "42601",
        severity: "ERROR",
        message: "syntax error",
        detail: undefined,
        column: undefined,
        hint: undefined,
      }),
    ],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["an expected API error", new GraphQLError("No", { extensions: { code: "FORBIDDEN" } })],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ])("%s: no", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("survives a cycle of causes", () => {
    const error = new Error("a") as Error & { cause?: unknown };
    error.cause = new Error("b", { cause: error });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("serviceUnavailableResponse", () => {
  it("is a translated 503 with Retry-After and a stable code", async () => {
    const response = serviceUnavailableResponse("fr");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.message).not.toMatch(/temporarily unavailable/);
  });
});
