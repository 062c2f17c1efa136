import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CODE_IP_LIMITS, EMAIL_LIMITS } from "../../server/auth/email-limits.ts";
import { enableTotp, pendingSignIn, post } from "../setup/second-factor.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

// Guesses at a second factor are limited as guesses at e-mailed codes are (docs/decisions/116):
// per user and client, 3 at each code (an authenticator shows a new one every 30 s) and 10 an
// hour, in the same emailLimit rows; per user from every client, 20 a window that doubles while
// they are spent (ADR 125); per client address by better-auth's limiter, at the
// code routes' rate. Answers: 429 TOO_MANY_REQUESTS with Retry-After.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The start of a 30-second step, so the step does not change under the test. */
const START = new Date("2026-11-29T12:00:00Z");
const from = (ip: string, cookie: string) => ({ "x-forwarded-for": ip, cookie });
const verifyTotp = (code: string, headers: Record<string, string>) =>
  post(app, "/api/auth/two-factor/verify-totp", { code }, headers);
/** Six digits that are not the authenticator's code now, nor in the step before or after. */
const wrongTotp = (right: string[]) =>
  ["000000", "111111", "222222", "333333"].find((code) => !right.includes(code))!;

describe("second-factor guesses per user and client", () => {
  it("allow 3 at each code on screen, then 429 until the next; other clients keep theirs", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const email = "limit-per-code@example.com";
    const { authenticator } = await enableTotp(app, await app.signIn(email));
    const challenge = await pendingSignIn(app, email);
    const right = authenticator.generate();
    const wrong = wrongTotp(
      [-30_000, 0, 30_000].map((d) => authenticator.generate({ timestamp: START.getTime() + d })),
    );

    for (let guess = 0; guess < EMAIL_LIMITS.guessesPerCode; guess++) {
      const refused = await verifyTotp(wrong, from("198.51.100.7", challenge));
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: "INVALID_CODE" });
    }
    const limited = await verifyTotp(right, from("198.51.100.7", challenge));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(limited.headers.get("retry-after")).toBe("30");
    expect(sessionCookie(limited)).toBe("");

    // The owner on another network still has its guesses at this challenge.
    const passed = await verifyTotp(right, from("198.51.100.8", challenge));
    expect(passed.status).toBe(200);
  });

  it("allow 10 an hour from one client, whatever the code, then 429 until the hour is over", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const email = "limit-per-hour@example.com";
    const { authenticator, cookie } = await enableTotp(app, await app.signIn(email));
    const client = from("198.51.100.9", cookie);
    // A signed-in user confirming the factor (a fresh second factor): no challenge to spend.
    for (let guess = 0; guess < EMAIL_LIMITS.guessesPerWindow; guess++) {
      // A new code on screen every 3 guesses: the per-code limit never applies.
      if (guess % EMAIL_LIMITS.guessesPerCode === 0) {
        vi.setSystemTime(START.getTime() + (guess / EMAIL_LIMITS.guessesPerCode) * 30_000);
      }
      const now = Date.now();
      const wrong = wrongTotp(
        [-30_000, 0, 30_000].map((d) => authenticator.generate({ timestamp: now + d })),
      );
      expect((await verifyTotp(wrong, client)).status).toBe(401);
    }
    vi.setSystemTime(START.getTime() + 5 * 60_000);
    const limited = await verifyTotp(authenticator.generate(), client);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(limited.headers.get("retry-after"))).toBe(55 * 60);

    vi.setSystemTime(START.getTime() + 60 * 60_000);
    expect((await verifyTotp(authenticator.generate(), client)).status).toBe(200);
  });
});

describe("second-factor guesses per user, from every client", () => {
  it("stop an attacker rotating addresses against one user: 20 an hour, then 429 for all", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const email = "limit-per-user@example.com";
    // A signed-in session's verify (step-up): better-auth locks nothing there.
    const { authenticator, cookie } = await enableTotp(app, await app.signIn(email));
    const wrong = wrongTotp(
      [-30_000, 0, 30_000].map((d) => authenticator.generate({ timestamp: START.getTime() + d })),
    );
    let address = 0;
    // Each address stays within its own 3 guesses at the code on screen.
    for (let guess = 0; guess < EMAIL_LIMITS.secondFactorGuessesPerUser; guess++) {
      if (guess % EMAIL_LIMITS.guessesPerCode === 0) address++;
      const refused = await verifyTotp(wrong, from(`192.0.2.${address}`, cookie));
      expect(refused.status).toBe(401);
    }
    // A fresh address, even with the right code: the user's guesses are spent for the hour.
    const limited = await verifyTotp(authenticator.generate(), from("192.0.2.200", cookie));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(limited.headers.get("retry-after"))).toBe(60 * 60);

    vi.setSystemTime(START.getTime() + 60 * 60_000);
    const passed = await verifyTotp(authenticator.generate(), from("192.0.2.201", cookie));
    expect(passed.status).toBe(200);
  });

  it("double the wait with each spent hour, so guesses have a cumulative bound; a right answer resets it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const email = "limit-per-user-doubling@example.com";
    const { authenticator, cookie } = await enableTotp(app, await app.signIn(email));
    let address = 0;
    /** Spends the user's guesses from fresh addresses, each within its own limits. */
    const spend = async () => {
      const now = Date.now();
      const wrong = wrongTotp(
        [-30_000, 0, 30_000].map((d) => authenticator.generate({ timestamp: now + d })),
      );
      for (let guess = 0; guess < EMAIL_LIMITS.secondFactorGuessesPerUser; guess++) {
        if (guess % EMAIL_LIMITS.guessesPerCode === 0) address++;
        expect((await verifyTotp(wrong, from(`192.0.2.${address}`, cookie))).status).toBe(401);
      }
    };
    const answer = () =>
      verifyTotp(authenticator.generate(), from(`198.51.100.${++address}`, cookie));
    const hour = 60 * 60_000;
    await spend();
    vi.setSystemTime(START.getTime() + hour);
    await spend();
    // The second window, after a spent one, lasts two hours: still spent an hour later.
    const limited = await answer();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBe(2 * 60 * 60);
    vi.setSystemTime(START.getTime() + 2 * hour);
    expect((await answer()).status).toBe(429);
    vi.setSystemTime(START.getTime() + 3 * hour);
    await spend();
    // Then four hours.
    vi.setSystemTime(START.getTime() + 6 * hour);
    expect((await answer()).status).toBe(429);
    vi.setSystemTime(START.getTime() + 7 * hour);
    // The owner's right answer resets the count and the doubling: an hour again.
    expect((await answer()).status).toBe(200);
    await spend();
    const again = await answer();
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBe(60 * 60);
  });

  it("give a right answer's guess back, so the owner's own passes never spend them", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const email = "limit-per-user-refund@example.com";
    const { authenticator, cookie } = await enableTotp(app, await app.signIn(email));
    for (let pass = 0; pass <= EMAIL_LIMITS.secondFactorGuessesPerUser; pass++) {
      // A new code each time, from a new address: only the per-user count could refuse.
      vi.setSystemTime(START.getTime() + pass * 30_000);
      const passed = await verifyTotp(
        authenticator.generate(),
        from(`192.0.2.${pass + 1}`, cookie),
      );
      expect(passed.status).toBe(200);
    }
  });
});

describe("second-factor answers per client address", () => {
  it("are limited at the code routes' rate, not the plugin's 3 per 10 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const client = { "x-forwarded-for": "198.51.100.10" };
    for (let answer = 0; answer < CODE_IP_LIMITS.verify.max; answer++) {
      const response = await verifyTotp("123456", client);
      // No challenge cookie: better-auth's own answer, each time.
      expect(response.status).toBe(401);
    }
    const limited = await verifyTotp("123456", client);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });

    vi.setSystemTime(START.getTime() + CODE_IP_LIMITS.verify.window * 1000);
    expect((await verifyTotp("123456", client)).status).toBe(401);
  });
});
