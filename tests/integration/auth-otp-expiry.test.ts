import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTP_EXPIRED_ANSWER } from "../fixtures/otp-expired-answer.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

// The server decides whether a code has expired, with its own clock. Rather than wait for
// that clock (a minute at the shortest setting), the tests age the stored code: they move
// its verification row's expiry into the past, or just short of it. The e2e test of the
// screen (tests/e2e/short-expiry.spec.ts) replays the answer checked here.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ OTP_EXPIRES_MINUTES: "1" });
});
afterAll(() => app?.close());

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify(body),
  });

/** Sends a sign-in code to `email` and returns it with its verification row's expiry. */
async function sendCode(email: string): Promise<{ code: string; expiresAt: Date }> {
  const before = app.mailer.mailbox()[0]?.id ?? 0;
  const sentAt = Date.now();
  const sent = await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
  const sentBy = Date.now();
  expect(sent.status).toBe(200);
  const code = await app.lastCode(email, before);
  const rows = await app.prisma.verification.findMany({
    where: { identifier: { contains: email } },
  });
  expect(rows).toHaveLength(1);
  const expiresAt = rows[0]?.expiresAt ?? new Date(0);
  // OTP_EXPIRES_MINUTES=1: the row lives one minute from when it was sent, however long
  // the request took.
  expect(expiresAt.getTime()).toBeGreaterThanOrEqual(sentAt + 60_000);
  expect(expiresAt.getTime()).toBeLessThanOrEqual(sentBy + 60_000);
  return { code, expiresAt };
}

/** Moves the stored code's expiry to `msFromNow` (negative: already past). */
async function age(email: string, msFromNow: number): Promise<void> {
  const { count } = await app.prisma.verification.updateMany({
    where: { identifier: { contains: email } },
    data: { expiresAt: new Date(Date.now() + msFromNow) },
  });
  expect(count).toBe(1);
}

describe("sign-in code expiry", () => {
  it("refuses a code past its expiry with OTP_EXPIRED, translated, and signs nobody in", async () => {
    const email = "user@example.com";
    const { code } = await sendCode(email);
    await age(email, -1_000);

    const response = await post("/api/auth/sign-in/email-otp", { email, otp: code });

    const answer = { status: response.status, body: await response.json() };
    expect(answer).toEqual(OTP_EXPIRED_ANSWER);
    expect(sessionCookie(response)).toBe("");
  });

  it("still accepts the same code a moment before its expiry", async () => {
    const email = "admin@example.com";
    const { code } = await sendCode(email);
    await age(email, 5_000);

    const response = await post("/api/auth/sign-in/email-otp", { email, otp: code });

    expect(response.status).toBe(200);
    expect(sessionCookie(response)).not.toBe("");
  });
});
