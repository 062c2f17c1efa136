import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { OTP_EXPIRED_ANSWER } from "../fixtures/otp-expired-answer.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

// The server decides whether a code has expired, with its own clock: Date, which better-auth
// reads, and which these tests stop and move (vitest's fake Date; timers stay real). So the
// minute at the shortest setting passes at once and exactly, however slow the machine is. The
// e2e test of the screen (tests/e2e/short-expiry.spec.ts) replays the answer checked here.

const MINUTE = 60_000;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ OTP_EXPIRES_MINUTES: "1" });
});
afterAll(() => app?.close());
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify(body),
  });

/** Sends a sign-in code to `email` and returns it; its row lives one minute from now. */
async function sendCode(email: string): Promise<string> {
  const before = app.mailer.mailbox()[0]?.id ?? 0;
  const sent = await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
  expect(sent.status).toBe(200);
  const code = await app.lastCode(email, before);
  const rows = await app.prisma.verification.findMany({
    where: { identifier: { contains: email } },
  });
  expect(rows.map((row) => row.expiresAt.getTime())).toEqual([Date.now() + MINUTE]);
  return code;
}

describe("sign-in code expiry", () => {
  it("refuses a code past its expiry with OTP_EXPIRED, translated, and signs nobody in", async () => {
    const email = "user@example.com";
    const code = await sendCode(email);
    vi.advanceTimersByTime(MINUTE + 1);

    const response = await post("/api/auth/sign-in/email-otp", { email, otp: code });

    const answer = { status: response.status, body: await response.json() };
    expect(answer).toEqual(OTP_EXPIRED_ANSWER);
    expect(sessionCookie(response)).toBe("");
  });

  it("still accepts the same code a moment before its expiry", async () => {
    const email = "admin@example.com";
    const code = await sendCode(email);
    vi.advanceTimersByTime(MINUTE - 1);

    const response = await post("/api/auth/sign-in/email-otp", { email, otp: code });

    expect(response.status).toBe(200);
    expect(sessionCookie(response)).not.toBe("");
  });
});
