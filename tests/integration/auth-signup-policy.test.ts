import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneTimeCode } from "#shared/validation/one-time-code";
import { getJson, sendCode, signInWithCode } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_SIGNUP_ENABLED: "false" });
});
afterAll(() => app?.close());

describe("with AUTH_SIGNUP_ENABLED=false", () => {
  it("publishes the policy in /api/config", async () => {
    expect((await getJson(app, "/api/config")).body.signupEnabled).toBe(false);
  });

  it("answers known and unknown addresses identically", async () => {
    const known = await sendCode(app, "user@example.com");
    const unknown = await sendCode(app, "stranger@example.com");
    const comparable = (response: Response) =>
      // The date and the per-request id (request logs) differ on any two answers.
      [...response.headers].filter(([name]) => name !== "date" && name !== "x-request-id");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(comparable(unknown.response)).toEqual(comparable(known.response));
  });

  it("e-mails an unknown address a translated notice instead of a code", async () => {
    await sendCode(app, "inconnu@example.com", { "accept-language": "fr-FR,fr;q=0.9" });
    const [mail] = await app.mails((message) => message.to === "inconnu@example.com");
    expect(mail?.subject).toBe("Tentative de connexion à Groundwork");
    expect(mail?.text.split("\n").some((line) => isOneTimeCode(line.trim()))).toBe(false);
    expect(mail?.html).toContain("Aucun compte pour cette adresse");
  });

  it("never creates an account for an unknown address", async () => {
    const response = await signInWithCode(app, "stranger@example.com", "123456");
    expect(response.status).toBe(400);
    expect(await app.prisma.user.count({ where: { email: "stranger@example.com" } })).toBe(0);
  });

  it("still signs known users in", async () => {
    const cookie = await app.signIn("user@example.com");
    expect(cookie).toContain("session_token");
  });
});

describe("with sign-up on (the default)", () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
  });
  afterAll(() => open?.close());

  it("creates an account with an empty name on first sign-in", async () => {
    await open.signIn("newcomer@example.com");
    const user = await open.prisma.user.findFirst({ where: { email: "newcomer@example.com" } });
    expect(user?.name).toBe("");
    expect((await getJson(open, "/api/config")).body.signupEnabled).toBe(true);
  });
});
