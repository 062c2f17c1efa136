import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENABLED_AUTH_ROUTES } from "../../server/auth/routes.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { postAs, postRaw } from "./hostile-auth-support.ts";

// Whatever reaches /api/auth, the answer is a 4xx with a stable code, never
// a 5xx, and nothing reaches the database unchecked. Item 3: better-auth routes the product
// does not use answer 404.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** A fresh admin session per call, so routes that end sessions do not disturb the next case. */
async function adminSession(): Promise<string> {
  const user = await app.prisma.user.create({
    data: {
      id: randomUUID(),
      name: "Hostile",
      email: `hostile-${randomUUID()}@example.com`,
      role: "admin",
      emailVerified: true,
    },
  });
  const token = randomBytes(24).toString("base64url");
  await app.prisma.session.create({
    data: { id: randomUUID(), token, userId: user.id, expiresAt: new Date(Date.now() + 3600_000) },
  });
  const signature = createHmac("sha256", app.env.authSecret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

const FIELDS = [
  ...["email", "newEmail", "otp", "type", "name", "image", "userId", "role", "banReason"],
  ...["banExpiresIn", "sessionToken", "token", "callbackURL", "provider", "organizationId"],
  ...["slug", "teamId", "invitationId", "memberIdOrEmail", "memberId", "data", "password"],
  ...["searchValue", "limit", "offset", "sortBy", "filterValue", "idToken", "userAgent"],
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
// Past every limit of ours, under the 1 MiB body limit even in every field at once.
const HUGE = "h".repeat(20_000);
const HOSTILE_BODIES: [string, string | undefined, string][] = [
  ["empty", undefined, "application/json"],
  ["empty text", "", "text/plain"],
  ["not JSON", "not json", "application/json"],
  ["cut JSON", '{"email":', "Application/JSON"],
  ["array", "[]", "application/json"],
  ["null", "null", "application/json"],
  ["number", "123", "application/json"],
  ["string", '"x"', "application/json"],
  ["form", "email=a%00b%40example.com&name=%00", "application/x-www-form-urlencoded"],
  ["multipart", "--x\r\n\r\n--x--", "multipart/form-data; boundary=x"],
  ["NUL strings", JSON.stringify(everyField("a\u0000b@example.com")), "application/json"],
  ["NUL name", JSON.stringify(everyField("\u0000")), "application/JSON; x=form"],
  ["huge strings", JSON.stringify(everyField(HUGE)), "application/json"],
  [
    "huge e-mail",
    JSON.stringify({ ...everyField("x"), email: `${HUGE}@example.com` }),
    "application/json",
  ],
  ["numbers", JSON.stringify(everyField(-1e309)), "application/json"],
  ["arrays", JSON.stringify(everyField(["a", { $ne: 1 }])), "application/json"],
  [
    "objects",
    JSON.stringify(everyField({ __proto__: { admin: true }, toString: 1 })),
    "application/json",
  ],
  ["nulls", JSON.stringify(everyField(null)), "application/json"],
];

function concrete(path: string) {
  return `/api/auth${path.replace(/:[a-zA-Z]+/g, "x")}`;
}

/** What is wrong with this answer, if anything: failures must be 4xx with a code and a message. */
function problem(label: string, status: number, body: Record<string, unknown>): string[] {
  // Successes are fine (a sign-out ignores its body).
  if (status < 400) return [];
  if (status >= 500 || typeof body.code !== "string" || typeof body.message !== "string") {
    return [`${label}: ${status} ${String(body.code)}`];
  }
  return [];
}

describe("every route better-auth has", () => {
  const routes = () =>
    Object.values(
      app.auth.api as Record<
        string,
        { path?: string; options?: { method?: unknown; metadata?: { SERVER_ONLY?: boolean } } }
      >,
    )
      .filter((endpoint) => endpoint.path && !endpoint.options?.metadata?.SERVER_ONLY)
      .map((endpoint) => ({
        path: endpoint.path!,
        methods: [endpoint.options?.method]
          .flat()
          .filter((m): m is string => typeof m === "string"),
      }));

  it("answers 404 on the routes the product does not use, signed in as an admin or not", async () => {
    const cookie = await adminSession();
    const disabled = routes().filter(({ path }) => !ENABLED_AUTH_ROUTES.has(path));
    expect(disabled.length).toBeGreaterThan(20);
    for (const { path, methods } of disabled) {
      for (const method of methods) {
        for (const headers of [{}, { cookie }] as Record<string, string>[]) {
          const response = await app.request(concrete(path), {
            method,
            headers: { ...headers, "content-type": "application/json" },
            body: method === "GET" ? undefined : JSON.stringify({ email: "user@example.com" }),
          });
          expect({ path, method, status: response.status }).toEqual({ path, method, status: 404 });
        }
      }
    }
  });

  it("answers every hostile body on the routes it uses with a 4xx and a code, never a 5xx", async () => {
    const enabled = routes().filter(({ path }) => ENABLED_AUTH_ROUTES.has(path));
    expect(enabled.length).toBe(ENABLED_AUTH_ROUTES.size);
    let cases = 0;
    const problems: string[] = [];
    for (const { path, methods } of enabled) {
      if (!methods.includes("POST")) continue;
      const cookie = await adminSession();
      for (const [label, body, contentType] of HOSTILE_BODIES) {
        const answer = await postRaw(app, concrete(path), body, { contentType, cookie });
        problems.push(...problem(`${path} ${label}`, answer.status, answer.body));
        cases++;
      }
    }
    for (const { path, methods } of enabled) {
      if (!methods.includes("GET")) continue;
      const cookie = await adminSession();
      for (const value of ["\u0000", HUGE.slice(0, 11_000), "-1", "[]", "%"]) {
        const query = new URLSearchParams(everyField(value) as Record<string, string>);
        const response = await app.request(`${concrete(path)}?${query}`, { headers: { cookie } });
        const text = await response.text();
        const body =
          response.headers.get("content-type")?.includes("json") && text ? JSON.parse(text) : {};
        if (response.status >= 300 && response.status < 400) continue;
        const label = `GET ${path} ${JSON.stringify(value.slice(0, 3))}`;
        problems.push(...problem(label, response.status, body ?? {}));
        cases++;
      }
    }
    expect(problems).toEqual([]);
    expect(cases).toBeGreaterThan(300);
  });
});

describe("e-mails and names before the database", () => {
  it("refuses a NUL byte or an oversized address on every route that takes one (400 VALIDATION)", async () => {
    const cookie = await adminSession();
    const bad = [
      "a\u0000@example.com",
      "user@example.com\u0000",
      `${"a".repeat(250)}@example.com`,
      `${HUGE}@example.com`,
    ];
    for (const [path, field, extra] of [
      ["/api/auth/email-otp/send-verification-otp", "email", { type: "sign-in" }],
      ["/api/auth/sign-in/email-otp", "email", { otp: "123456" }],
      ["/api/auth/email-otp/request-email-change", "newEmail", {}],
      ["/api/auth/email-otp/change-email", "newEmail", { otp: "123456" }],
    ] as const) {
      for (const value of bad) {
        const answer = await postAs(
          app,
          "application/json",
          path,
          { ...extra, [field]: value },
          cookie,
        );
        expect({
          path,
          status: answer.status,
          code: answer.body.code,
          field: answer.body.field,
        }).toEqual({
          path,
          status: 400,
          code: "VALIDATION",
          field,
        });
      }
    }
  });

  it("refuses a lone surrogate in a name (no UTF-8 form), and keeps the name", async () => {
    const cookie = await adminSession();
    const before = await app.prisma.user.findFirstOrThrow({ where: { name: "Hostile" } });
    for (const name of ["Ada\udfff", "x\ufeff\udfff", "\ud83d"]) {
      const answer = await postAs(
        app,
        "application/json",
        "/api/auth/update-user",
        { name },
        cookie,
      );
      expect({ status: answer.status, code: answer.body.code }).toEqual({
        status: 400,
        code: "VALIDATION",
      });
    }
    const after = await app.prisma.user.findUniqueOrThrow({ where: { id: before.id } });
    expect(after.name).toBe("Hostile");
  });

  it("refuses a NUL byte in a name, and keeps the name", async () => {
    const cookie = await adminSession();
    const answer = await postAs(
      app,
      "application/json",
      "/api/auth/update-user",
      { name: "Ada\u0000" },
      cookie,
    );
    expect({ status: answer.status, code: answer.body.code }).toEqual({
      status: 400,
      code: "VALIDATION",
    });
    const signUp = await postAs(app, "application/json", "/api/auth/sign-in/email-otp", {
      email: "nul-name@example.com",
      otp: "123456",
      name: "\u0000",
    });
    expect({ status: signUp.status, code: signUp.body.code }).toEqual({
      status: 400,
      code: "VALIDATION",
    });
  });
});
