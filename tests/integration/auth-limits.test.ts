import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_LIMITS } from "../../server/auth/email-limits.ts";
import { CODE_IP_LIMITS } from "../../server/auth/ip-limits.ts";
import { postJson, sendCode, signInWithCode, wrongCode } from "../setup/auth-requests.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe("per-code attempts", () => {
  it("voids a code after 3 wrong guesses: the right code then fails", async () => {
    const email = "user@example.com";
    await sendCode(app, email);
    const code = await app.lastCode(email);
    for (let guess = 0; guess < 3; guess++) {
      expect((await signInWithCode(app, email, wrongCode(code))).body.code).toBe("INVALID_OTP");
    }
    const right = await signInWithCode(app, email, code);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe("TOO_MANY_ATTEMPTS");
    expect(sessionCookie(right.response)).toBe("");
  });
});

describe("per-address limits, whatever the client IP", () => {
  it(`sends at most ${EMAIL_LIMITS.sends} codes per address per hour, known or not`, async () => {
    for (const email of ["admin@example.com", "nobody-limits@example.com"]) {
      const statuses: number[] = [];
      for (let send = 0; send < EMAIL_LIMITS.sends + 1; send++) {
        statuses.push((await sendCode(app, email)).status);
      }
      expect(statuses).toEqual([...Array(EMAIL_LIMITS.sends).fill(200), 429]);
      const blocked = await sendCode(app, email);
      expect(blocked.body.code).toBe("TOO_MANY_REQUESTS");
      expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(3500);
    }
  });

  it(`refuses sign-in after ${EMAIL_LIMITS.guesses} wrong codes per address per hour`, async () => {
    const email = "guesses@example.com";
    const codes: string[] = [];
    let wrong = 0;
    // Four codes, 3 wrong guesses each (each code's own limit), until 10 wrong ones are spent.
    while (wrong < EMAIL_LIMITS.guesses) {
      const before = app.mailer.mailbox()[0]?.id ?? 0;
      await postJson(app, "/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
      const code = await app.lastCode(email, before);
      codes.push(code);
      for (let guess = 0; guess < 3 && wrong < EMAIL_LIMITS.guesses; guess++, wrong++) {
        expect((await signInWithCode(app, email, wrongCode(code))).status).toBe(400);
      }
    }
    // The newest code has one guess left on its own, but the address is out of guesses.
    const last = codes[codes.length - 1] ?? "";
    const blocked = await signInWithCode(app, email, last);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("TOO_MANY_REQUESTS");
  });

  it("keeps counting for the hour when better-auth prunes its own per-IP rows", async () => {
    const email = "pruned@example.com";
    for (let send = 0; send < EMAIL_LIMITS.sends; send++) {
      expect((await sendCode(app, email)).status).toBe(200);
    }
    // better-auth deletes its `rateLimit` rows once they are older than its longest per-IP
    // window (one minute): here, all of them at once.
    await app.prisma.$executeRaw`DELETE FROM "rateLimit"`;
    expect((await sendCode(app, email)).status).toBe(429);
  });

  it("does not count attempts the per-IP limit refused against the address", async () => {
    const email = "ip-refused@example.com";
    const oneClient = { "x-forwarded-for": "198.51.100.77" };
    // One client spends its codes for the minute (ip-limits.ts) on other addresses, then
    // asks for this one 3 times: refused per IP, never reaching the address.
    for (let send = 0; send < CODE_IP_LIMITS.send.max; send++) {
      expect((await sendCode(app, `spent-${send}@example.com`, oneClient)).status).toBe(200);
    }
    const fromOneClient: number[] = [];
    for (let send = 0; send < 3; send++) {
      fromOneClient.push((await sendCode(app, email, oneClient)).status);
    }
    expect(fromOneClient).toEqual([429, 429, 429]);
    // So the address still has all of its sends this hour, for any other client.
    const fromOthers: number[] = [];
    for (let send = 0; send <= EMAIL_LIMITS.sends; send++) {
      fromOthers.push((await sendCode(app, email)).status);
    }
    expect(fromOthers).toEqual([...Array(EMAIL_LIMITS.sends).fill(200), 429]);
  });

  it("does not count a right code as a guess", async () => {
    const email = "right-code@example.com";
    const newCode = async () => {
      const before = app.mailer.mailbox()[0]?.id ?? 0;
      await sendCode(app, email);
      return app.lastCode(email, before);
    };
    for (let round = 0; round < 3; round++) {
      const code = await newCode();
      for (let guess = 0; guess < 3; guess++) await signInWithCode(app, email, wrongCode(code));
    }
    expect((await signInWithCode(app, email, await newCode())).status).toBe(200);
    // 9 wrong so far; the right one above was given back, so a 10th wrong guess is still heard.
    const code = await newCode();
    expect((await signInWithCode(app, email, wrongCode(code))).status).toBe(400);
    expect((await signInWithCode(app, email, code)).status).toBe(429);
  });
});

describe("an office behind one address (NAT)", () => {
  it("lets 10 colleagues each request a code and sign in, with one typo each", async () => {
    const office = { "x-forwarded-for": "198.51.100.200" };
    const colleagues = Array.from({ length: 10 }, (_, n) => `colleague-${n}@example.com`);
    const statuses: number[] = [];
    for (const email of colleagues) {
      const before = app.mailer.mailbox()[0]?.id ?? 0;
      statuses.push((await sendCode(app, email, office)).status);
      const code = await app.lastCode(email, before);
      const attempt = (otp: string) =>
        postJson(app, "/api/auth/sign-in/email-otp", { email, otp }, { headers: office });
      statuses.push((await attempt(wrongCode(code))).status);
      const right = await attempt(code);
      statuses.push(right.status);
      expect(sessionCookie(right.response), email).not.toBe("");
    }
    expect(statuses).toEqual(colleagues.flatMap(() => [200, 400, 200]));
  });

  it(`still refuses a flood from one address: more than ${CODE_IP_LIMITS.send.max} codes a minute`, async () => {
    const flood = { "x-forwarded-for": "198.51.100.201" };
    const statuses: number[] = [];
    for (let send = 0; send <= CODE_IP_LIMITS.send.max; send++) {
      statuses.push((await sendCode(app, `flood-${send}@example.com`, flood)).status);
    }
    expect(statuses).toEqual([...Array(CODE_IP_LIMITS.send.max).fill(200), 429]);
  });
});

describe("client address", () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({ TRUST_PROXY: "false" });
  });
  afterAll(() => direct?.close());

  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
  const attempt = (forwardedFor: string, remoteAddress = "203.0.113.7") =>
    direct.fetch(
      new Request("http://localhost:3000/api/auth/sign-in/email-otp", {
        method: "POST",
        headers: {
          origin: "http://localhost:3000",
          "content-type": "application/json",
          "x-forwarded-for": forwardedFor,
          "x-groundwork-client-ip": forwardedFor,
        },
        body: JSON.stringify({ email: `ip-${forwardedFor}@example.com`, otp: "000000" }),
      }),
      socket(remoteAddress),
    );

  it("ignores a client-sent X-Forwarded-For without TRUST_PROXY (one bucket per socket)", async () => {
    // One more attempt than one client may make on this path in a minute (ip-limits.ts),
    // each claiming another address.
    const { max } = CODE_IP_LIMITS.verify;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++)
      statuses.push((await attempt(`198.51.${i >> 8}.${i % 256}`)).status);
    expect(statuses.slice(0, max)).not.toContain(429);
    expect(statuses[max]).toBe(429);
    // Another socket address is another client.
    expect((await attempt("198.51.100.9", "203.0.113.8")).status).not.toBe(429);
  });
});
