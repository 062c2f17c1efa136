import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CODE_IP_LIMITS, EMAIL_LIMITS } from "../../server/auth/email-limits.ts";
import { postJson, sendCode, wrongCode } from "../setup/auth-requests.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe("per-code attempts", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("voids a code for a client after 3 wrong guesses: the right code then fails for it alone", async () => {
    const email = "user@example.com";
    const owner = { "x-forwarded-for": "198.51.100.30" };
    await sendCode(app, email, owner);
    const code = await app.lastCode(email);
    const attempt = (otp: string, headers = owner) =>
      postJson(app, "/api/auth/sign-in/email-otp", { email, otp }, { headers });
    for (let guess = 0; guess < EMAIL_LIMITS.guessesPerCode; guess++) {
      expect((await attempt(wrongCode(code))).body.code).toBe("INVALID_OTP");
    }
    const right = await attempt(code);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe("TOO_MANY_ATTEMPTS");
    expect(sessionCookie(right.response)).toBe("");
    // The budget was that client's: the same code from another network still signs in.
    const elsewhere = await attempt(code, { "x-forwarded-for": "198.51.100.32" });
    expect(elsewhere.status).toBe(200);
  });

  it("gives a client 3 guesses per fresh code and at most 10 an hour, whatever the code", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T07:00:00Z") });
    const email = "per-window@example.com";
    const client = { "x-forwarded-for": "198.51.100.33" };
    const attempt = (otp: string) =>
      postJson(app, "/api/auth/sign-in/email-otp", { email, otp }, { headers: client });
    const heard: string[] = [];
    let code = "";
    for (let round = 0; round < 4; round++) {
      // The live code expires, so the next request mails a fresh one (the same one otherwise).
      vi.advanceTimersByTime(6 * 60_000);
      const before = app.mailer.mailbox()[0]?.id ?? 0;
      expect((await sendCode(app, email, client)).status).toBe(200);
      code = await app.lastCode(email, before);
      for (let guess = 0; guess <= EMAIL_LIMITS.guessesPerCode; guess++) {
        heard.push(String((await attempt(wrongCode(code))).status));
      }
    }
    // 3 heard and 1 refused per code, until the 10th guess of the hour; then all refused.
    expect(heard.join(" ")).toBe("400 400 400 403 400 400 400 403 400 400 400 403 400 403 403 403");
    expect((await attempt(code)).body.code).toBe("TOO_MANY_ATTEMPTS");
    vi.advanceTimersByTime(EMAIL_LIMITS.windowSeconds * 1000);
    const before = app.mailer.mailbox()[0]?.id ?? 0;
    await sendCode(app, email, client);
    expect((await attempt(await app.lastCode(email, before))).status).toBe(200);
  });
});

describe("per-address limits, whatever the client IP", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("paces codes per address: a few at once, then a doubling wait of at most 30 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T09:00:00Z") });
    for (const email of ["admin@example.com", "nobody-limits@example.com"]) {
      const statuses: number[] = [];
      for (let send = 0; send <= EMAIL_LIMITS.freeSends; send++) {
        statuses.push((await sendCode(app, email)).status);
      }
      expect(statuses).toEqual([...Array(EMAIL_LIMITS.freeSends).fill(200), 429]);
      const waits: number[] = [];
      for (let step = 0; step < 6; step++) {
        const blocked = await sendCode(app, email);
        expect(blocked.body.code).toBe("TOO_MANY_REQUESTS");
        const wait = Number(blocked.response.headers.get("retry-after"));
        waits.push(wait);
        vi.advanceTimersByTime(wait * 1000 - 1);
        expect((await sendCode(app, email)).status).toBe(429);
        vi.advanceTimersByTime(1);
        expect((await sendCode(app, email)).status).toBe(200);
      }
      expect(waits).toEqual([2, 4, 8, 16, 30, 30]);
    }
  });

  it("does not let strangers' wrong codes spend the owner's guesses", async () => {
    const email = "guesses@example.com";
    const owner = { "x-forwarded-for": "198.51.100.31" };
    await sendCode(app, email, owner);
    const code = await app.lastCode(email);
    // 20 wrong codes from 10 other addresses, some of which asked for codes too.
    for (let stranger = 0; stranger < 10; stranger++) {
      const headers = { "x-forwarded-for": `203.0.113.${stranger + 50}` };
      if (stranger % 3 === 0) await sendCode(app, email, headers);
      for (let guess = 0; guess < 2; guess++) {
        const wrong = await postJson(
          app,
          "/api/auth/sign-in/email-otp",
          { email, otp: wrongCode(code) },
          { headers },
        );
        expect([400, 403, 429]).toContain(wrong.status);
      }
    }
    const right = await postJson(
      app,
      "/api/auth/sign-in/email-otp",
      { email, otp: code },
      { headers: owner },
    );
    expect(right.status).toBe(200);
    expect(sessionCookie(right.response)).not.toBe("");
  });

  it("keeps pacing when better-auth prunes its own per-IP rows", async () => {
    const email = "pruned@example.com";
    for (let send = 0; send < EMAIL_LIMITS.freeSends; send++) {
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
    // One client spends its codes for the minute (email-limits.ts) on other addresses, then
    // asks for this one 3 times: refused per IP, never reaching the address.
    for (let send = 0; send < CODE_IP_LIMITS.send.max; send++) {
      expect((await sendCode(app, `spent-${send}@example.com`, oneClient)).status).toBe(200);
    }
    const fromOneClient: number[] = [];
    for (let send = 0; send < 3; send++) {
      fromOneClient.push((await sendCode(app, email, oneClient)).status);
    }
    expect(fromOneClient).toEqual([429, 429, 429]);
    // So the address still has all of its codes at once, for any other client.
    const fromOthers: number[] = [];
    for (let send = 0; send <= EMAIL_LIMITS.freeSends; send++) {
      fromOthers.push((await sendCode(app, email)).status);
    }
    expect(fromOthers).toEqual([...Array(EMAIL_LIMITS.freeSends).fill(200), 429]);
  });

  it("does not count a right code as a guess: 11 sign-ins an hour from one client", async () => {
    const email = "right-code@example.com";
    const client = { "x-forwarded-for": "198.51.100.34" };
    const statuses: number[] = [];
    for (let round = 0; round <= EMAIL_LIMITS.guessesPerWindow; round++) {
      const before = app.mailer.mailbox()[0]?.id ?? 0;
      await sendCode(app, email, client);
      const code = await app.lastCode(email, before);
      const signedIn = await postJson(
        app,
        "/api/auth/sign-in/email-otp",
        { email, otp: code },
        { headers: client },
      );
      statuses.push(signedIn.status);
    }
    expect(statuses).toEqual(Array<number>(EMAIL_LIMITS.guessesPerWindow + 1).fill(200));
  });
});

describe("the owner who signs in", () => {
  it("starts the pacing again with a right code: signing in often never waits", async () => {
    const email = "often@example.com";
    const owner = { "x-forwarded-for": "198.51.100.40" };
    for (let round = 0; round <= EMAIL_LIMITS.freeSends; round++) {
      const before = app.mailer.mailbox()[0]?.id ?? 0;
      expect((await sendCode(app, email, owner)).status).toBe(200);
      const code = await app.lastCode(email, before);
      const signedIn = await postJson(
        app,
        "/api/auth/sign-in/email-otp",
        { email, otp: code },
        { headers: owner },
      );
      expect(signedIn.status).toBe(200);
    }
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
    // One more attempt than one client may make on this path in a minute (email-limits.ts),
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
