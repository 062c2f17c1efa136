import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { OTP_ALPHABET, OTP_LENGTH } from "#shared/validation/one-time-code";
import { ENABLED_AUTH_ROUTES } from "../../server/auth/routes.ts";
import { schema } from "../../server/schema/index.ts";
import { enableTotp, pendingSignIn } from "../setup/second-factor.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { globalId } from "./graphql-support.ts";

// A pending sign-in can read and do nothing (issue 38, docs/decisions/115 and 116): with only
// the challenge cookie an admin's first factor left, every root GraphQL field of the built
// schema and every allowed REST route that acts for a session is refused. Generated from the
// schema and from ENABLED_AUTH_ROUTES: a field or route added later is in the suite unasked.

/**
 * Routes that by nature answer a caller without a session, each with why. Every other allowed
 * route must refuse the challenge cookie with 401 or 403.
 */
const WITHOUT_SESSION: Record<string, string> = {
  "/get-session": "answers null to a caller without a session (asserted below)",
  "/sign-out": "clears the caller's cookies, the challenge's included",
  "/sign-in/social": "starts a provider's sign-in: a first factor",
  "/callback/:id": "a provider's return: a first factor, challenged again (second-factor-oidc)",
  "/email-otp/send-verification-otp": "e-mails a sign-in code to an address: a first factor",
  "/sign-in/email-otp": "a first factor, challenged again (second-factor.test.ts)",
  "/two-factor/verify-totp": "the challenge itself: answered with an authenticator code",
  "/two-factor/verify-backup-code": "the challenge itself: answered with a backup code",
  "/passkey/generate-authenticate-options":
    "starts a passkey sign-in: both factors at once (ADR 118), and the challenge's way out",
  "/passkey/verify-authentication": "a passkey sign-in: both factors at once (passkeys.test.ts)",
};

let app: TestApp;
let challenge: string;
let adminId: string;
beforeAll(async () => {
  app = await createTestApp();
  const email = "admin@example.com";
  await enableTotp(app, await app.signIn(email));
  challenge = await pendingSignIn(app, email);
  adminId = (await app.prisma.user.findUniqueOrThrow({ where: { email } })).id;
});
afterAll(() => app?.close());

/** A well-typed value for an argument, so the refusal is about the caller, not the input. */
function valueOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType);
  if (isListType(type)) return [valueOf(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type)]));
  }
  if (isScalarType(type)) {
    const values: Record<string, unknown> = {
      ID: globalId("User", adminId),
      String: "pending-probe",
      Int: 1,
      Float: 1,
      Boolean: true,
      DateTime: "2026-01-01T00:00:00.000Z",
      JSON: {},
    };
    if (type.name in values) return values[type.name];
  }
  throw new Error(`No probe value for ${String(type)}`);
}

function documentOf(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return {
    document: `${operation}${declared ? ` (${declared})` : ""} { ${field.name}${
      passed ? `(${passed})` : ""
    }${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, valueOf(arg.type)])),
  };
}

const rootFields = (["query", "mutation"] as const).flatMap((operation) => {
  const type = (
    operation === "query" ? schema.getQueryType() : schema.getMutationType()
  ) as GraphQLObjectType;
  return Object.values(type.getFields()).map((field) => ({ operation, field }));
});

describe("a pending sign-in reads nothing through GraphQL", () => {
  it.each(
    rootFields.map(({ operation, field }) => [`${operation} ${field.name}`, operation, field]),
  )("%s: no data, UNAUTHENTICATED", async (_name, operation, field) => {
    const { document, variables } = documentOf(operation, field);
    const { body } = await app.graphql(document, { variables, cookie: challenge });
    const data = (body.data ?? {}) as Record<string, unknown>;
    expect(data[field.name] ?? null).toBeNull();
    // The caller is anonymous: the promise is the stable code, never a validation error
    // that would tell a signed-in caller's answer apart.
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["UNAUTHENTICATED"]);
  });

  it("creates no API key", async () => {
    const before = await app.prisma.apiKey.count({ where: { userId: adminId } });
    const { body } = await app.graphql(
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
      { variables: { input: { name: "pending", scopes: ["USER_READ"] } }, cookie: challenge },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await app.prisma.apiKey.count({ where: { userId: adminId } })).toBe(before);
  });
});

/** better-auth's method and body schema for each route it declares, from its own endpoints. */
const endpoints = new Map<string, { method: string; body: JsonSchema }>();
let targetId: string;
beforeAll(async () => {
  targetId = (await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } })).id;
  for (const endpoint of Object.values(app.auth.api) as { path?: string; options?: unknown }[]) {
    const options = endpoint.options as { method?: string | string[]; body?: z.ZodType };
    if (!endpoint.path) continue;
    const method = [options.method].flat()[0] ?? "GET";
    const body = options.body ? (z.toJSONSchema(options.body, { io: "input" }) as JsonSchema) : {};
    endpoints.set(endpoint.path, { method, body });
  }
});

type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
};

/**
 * A well-formed body from the route's own schema, naming a real user and a well-formed code,
 * so that only the missing session can refuse it (and an allowed caller would act).
 */
function bodyOf(schema: JsonSchema, name = ""): unknown {
  if (schema.anyOf?.[0]) return bodyOf(schema.anyOf[0], name);
  if (schema.enum) return schema.enum[0];
  if (schema.type === "object" || schema.properties) {
    const required = schema.required ?? [];
    return Object.fromEntries(
      required.map((key) => [key, bodyOf(schema.properties?.[key] ?? {}, key)]),
    );
  }
  if (schema.type === "boolean") return true;
  if (schema.type === "number" || schema.type === "integer") return 1;
  if (schema.type === "array") return [];
  if (/email/i.test(name) || schema.format === "email") return "pending-probe@example.com";
  if (name === "otp") return OTP_ALPHABET.slice(0, OTP_LENGTH);
  if (/id$/i.test(name)) return targetId;
  return "user";
}

const actingRoutes = [...ENABLED_AUTH_ROUTES].filter((path) => !(path in WITHOUT_SESSION));

describe("a pending sign-in does nothing through REST", () => {
  it("lists only allowed routes as reachable without a session", () => {
    for (const path of Object.keys(WITHOUT_SESSION)) expect(ENABLED_AUTH_ROUTES).toContain(path);
  });

  it.each(actingRoutes)("%s answers 401 or 403, no data", async (path) => {
    const endpoint = endpoints.get(path);
    expect(endpoint, `better-auth declares ${path}`).toBeDefined();
    const { method, body } = endpoint!;
    const url = `/api/auth${path}`;
    const response = await app.request(
      url,
      method === "GET"
        ? { headers: { cookie: challenge } }
        : {
            method,
            headers: { cookie: challenge, "content-type": "application/json" },
            body: JSON.stringify(bodyOf(body)),
          },
    );
    expect([401, 403], JSON.stringify(bodyOf(body))).toContain(response.status);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(["code", "message"]);
  });

  it("get-session answers null", async () => {
    const response = await app.request("/api/auth/get-session", {
      headers: { cookie: challenge },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });
});
