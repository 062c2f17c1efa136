import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_LIMITS } from "../../server/auth/email-limits.ts";
import { postJson, wrongCode } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { globalId } from "./graphql-support.ts";

// The e-mail change's codes under the limits of ADR 008 (issue 32, review of finding 4): the
// current address's code is a guess like any other (D3), and the admin's change mails the new
// address only as often as the pacing allows (D5).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

const SEND = "/api/auth/email-otp/send-verification-otp";
const REQUEST_CHANGE = "/api/auth/email-otp/request-email-change";
const REQUEST = `mutation ($input: RequestUserEmailChangeInput!) {
  requestUserEmailChange(input: $input) { user { email } } }`;

describe("the current address's code of an e-mail change (D3)", () => {
  it("refuses the 4th wrong code, then even the right one for that client, until a fresh code", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T10:00:00Z") });
    const email = "current-code@example.com";
    const client = { "x-forwarded-for": "198.51.100.90" };
    const cookie = await app.signIn(email);
    const send = async () => {
      const before = app.mailer.mailbox()[0]?.id ?? 0;
      const type = "email-verification";
      expect((await postJson(app, SEND, { email, type }, { cookie, headers: client })).status).toBe(
        200,
      );
      return app.lastCode(email, before);
    };
    // Each request names another new address, so the pacing of codes to it never interferes.
    const change = (otp: string) =>
      postJson(
        app,
        REQUEST_CHANGE,
        { newEmail: `moved-${randomUUID().slice(0, 8)}@example.com`, otp },
        { cookie, headers: client },
      );
    const code = await send();
    for (let guess = 0; guess < EMAIL_LIMITS.guessesPerCode; guess++) {
      expect((await change(wrongCode(code))).body.code).toBe("INVALID_OTP");
    }
    for (const otp of [wrongCode(code), code]) {
      const refused = await change(otp);
      expect({ status: refused.status, code: refused.body.code }).toEqual({
        status: 403,
        code: "TOO_MANY_ATTEMPTS",
      });
    }
    // The live code expires; the next request mails a fresh one, with its own 3 guesses.
    vi.advanceTimersByTime(6 * 60_000);
    const fresh = await send();
    expect(fresh).not.toBe(code);
    expect((await change(wrongCode(fresh))).body.code).toBe("INVALID_OTP");
    expect((await change(fresh)).status).toBe(200);
  });
});

describe("an admin's requestUserEmailChange (D5)", () => {
  it("mails the new address only as the pacing allows: the 4th at once is RATE_LIMITED", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T11:00:00Z") });
    const cookie = await app.signIn("admin@example.com");
    const target = await app.prisma.user.create({
      data: {
        id: randomUUID(),
        name: "target",
        email: `paced-${randomUUID().slice(0, 8)}@example.com`,
      },
    });
    const newEmail = `flooded-${randomUUID().slice(0, 8)}@example.com`;
    const request = () =>
      app.graphql(REQUEST, {
        cookie,
        variables: { input: { userId: globalId("User", target.id), email: newEmail } },
      });
    for (let send = 0; send < EMAIL_LIMITS.freeSends; send++) {
      expect((await request()).body.errors).toBeUndefined();
    }
    const refused = await request();
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "RATE_LIMITED",
      field: "email",
      retryAfter: EMAIL_LIMITS.firstDelaySeconds,
    });
    expect(refused.body.errors?.[0]?.message).toContain(String(EMAIL_LIMITS.firstDelaySeconds));
    await app.mailSettled();
    const mails = app.mailer.mailbox().filter((mail) => mail.to === newEmail).length;
    expect(mails).toBe(EMAIL_LIMITS.freeSends);
    // After the wait, the next one goes out.
    vi.advanceTimersByTime(EMAIL_LIMITS.firstDelaySeconds * 1000);
    expect((await request()).body.errors).toBeUndefined();
  });
});
