import { getIntrospectionQuery } from "graphql";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { postJson, wrongCode } from "../setup/auth-requests.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

// The limits hold across instances (docs/decisions/008): two apps on ONE database, as two
// servers behind one load balancer, requests alternating between them. On PostgreSQL each app
// has its own connection pool, so racing statements really run at once; on PGlite both apps
// share the one embedded instance, which runs their statements one at a time.

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { sameDatabaseAs: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const instance = (index: number) => (index % 2 === 0 ? first : second);
const SEND = "/api/auth/email-otp/send-verification-otp";
const SIGN_IN = "/api/auth/sign-in/email-otp";

describe("the 3-guess rule is one atomic statement (finding 8)", () => {
  it("counts all 9 wrong codes sent at once across two instances: the right one is refused", async () => {
    const email = "user@example.com";
    const owner = { headers: { "x-forwarded-for": "198.51.100.61" } };
    expect((await postJson(first, SEND, { email, type: "sign-in" }, owner)).status).toBe(200);
    const code = await first.lastCode(email);
    const racing = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        postJson(instance(index), SIGN_IN, { email, otp: wrongCode(code) }, owner),
      ),
    );
    const outcomes = racing.map((answer) => `${answer.status} ${String(answer.body.code)}`).sort();
    // Three guesses reach the code; every further one is refused before it does.
    expect(outcomes).toEqual([
      ...Array<string>(3).fill("400 INVALID_OTP"),
      ...Array<string>(6).fill("403 TOO_MANY_ATTEMPTS"),
    ]);
    for (const app of [first, second]) {
      const right = await postJson(app, SIGN_IN, { email, otp: code }, owner);
      expect({ status: right.status, code: right.body.code }).toEqual({
        status: 403,
        code: "TOO_MANY_ATTEMPTS",
      });
      expect(sessionCookie(right.response)).toBe("");
    }
  });

  it("gives each of 9 clients racing at once its own 3 guesses, on both instances", async () => {
    const email = "admin@example.com";
    expect((await postJson(first, SEND, { email, type: "sign-in" })).status).toBe(200);
    const code = await first.lastCode(email);
    const clients = Array.from({ length: 9 }, (_, n) => ({
      headers: { "x-forwarded-for": `203.0.113.${n + 70}` },
    }));
    // 4 wrong codes from each, all 36 at once, alternating between the instances.
    const racing = await Promise.all(
      clients.flatMap((client, n) =>
        Array.from({ length: 4 }, (_, guess) =>
          postJson(instance(n + guess), SIGN_IN, { email, otp: wrongCode(code) }, client),
        ),
      ),
    );
    for (const [n] of clients.entries()) {
      const outcomes = racing
        .slice(n * 4, n * 4 + 4)
        .map((answer) => `${answer.status} ${String(answer.body.code)}`)
        .sort();
      expect(outcomes).toEqual([
        ...Array<string>(3).fill("400 INVALID_OTP"),
        "403 TOO_MANY_ATTEMPTS",
      ]);
    }
    // No client spent another's budget: a tenth signs in with the right code.
    const right = await postJson(
      second,
      SIGN_IN,
      { email, otp: code },
      {
        headers: { "x-forwarded-for": "203.0.113.99" },
      },
    );
    expect(right.status).toBe(200);
    expect(sessionCookie(right.response)).not.toBe("");
  });
});

describe("an unreadable client address fails closed (finding 7)", () => {
  // Date stops (timers stay real): a spent budget restores a point every 3 s, and none while
  // the requests below run, however slow the machine is.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());
  const INTROSPECTION = getIntrospectionQuery();
  async function spend(address: string) {
    await first.prisma.rateBudget.upsert({
      where: { subject: `ip:${address}` },
      create: { subject: `ip:${address}`, points: 0, updatedAt: new Date(), lastCharge: 1 },
      update: { points: 0, updatedAt: new Date() },
    });
  }

  it("limits forwarded values with a port, `unknown` or a host name on both instances", async () => {
    await spend("198.51.100.8");
    await spend("2001:db8:0:0::/64");
    await spend("unknown");
    const values = [
      "198.51.100.8:40001",
      "[2001:db8::1]:40001",
      "unknown",
      "proxy.internal.example",
      "203.0.113.4, not-an-address",
    ];
    for (const [index, forwarded] of [...values, ...values].entries()) {
      const { status, body } = await instance(index).graphql(INTROSPECTION, {
        headers: { "x-forwarded-for": forwarded },
      });
      expect({ forwarded, status, code: body.errors?.[0]?.extensions?.code }).toEqual({
        forwarded,
        status: 429,
        code: "RATE_LIMITED",
      });
    }
  });

  it("puts every unreadable address in one bucket for the code routes too", async () => {
    // better-auth's per-IP limit on codes sent: one bucket for all of them, across instances.
    const statuses: number[] = [];
    for (let send = 0; send <= 30; send++) {
      const forwarded = send % 2 ? "unknown" : `host-${send}.example`;
      const answer = await postJson(
        instance(send),
        SEND,
        { email: `unreadable-${send}@example.com`, type: "sign-in" },
        { headers: { "x-forwarded-for": forwarded } },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });
});
