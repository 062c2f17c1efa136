import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_LIMITS } from "../../server/auth/email-limits.ts";
import { wrongCode } from "../setup/auth-requests.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";
import { JSON_CONTENT_TYPES, newestMail, postAs, postRaw } from "./hostile-auth-support.ts";

// The per-address limits (ADR 008) hold whatever the content type, the
// route or the spelling of the address. The test app gives each request its own client
// address unless told otherwise; the guesses below all come from one, whose budget they spend.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
// Date stops in each test (timers stay real): the pacing lets a 4th code out 2 s after the
// 3rd, and a busy machine can take that long between two requests.
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

const contentType = (index: number) => JSON_CONTENT_TYPES[index % JSON_CONTENT_TYPES.length]!;
const SEND = "/api/auth/email-otp/send-verification-otp";
const SIGN_IN = "/api/auth/sign-in/email-otp";
/** From one client address: the guess budgets are per (address, client), ADR 008. */
const postFromOne = (type: string, path: string, body: unknown, cookie?: string) =>
  postRaw(app, path, JSON.stringify(body), {
    contentType: type,
    cookie,
    headers: { "x-forwarded-for": "198.51.100.66" },
  });
const mailsTo = (email: string) => app.mailer.mailbox().filter((mail) => mail.to === email).length;

describe("codes sent", () => {
  it("counts every spelling of JSON against the same address", async () => {
    const email = "ct-send@example.com";
    const statuses: number[] = [];
    for (let send = 0; send <= EMAIL_LIMITS.freeSends; send++) {
      statuses.push(
        (await postAs(app, contentType(send), SEND, { email, type: "sign-in" })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(EMAIL_LIMITS.freeSends).fill(200), 429]);
    for (const type of JSON_CONTENT_TYPES) {
      const refused = await postAs(app, type, SEND, { email, type: "sign-in" });
      expect({ type, status: refused.status, code: refused.body.code }).toEqual({
        type,
        status: 429,
        code: "TOO_MANY_REQUESTS",
      });
    }
  });

  it("counts case and whitespace variants of one address together, and mails the address", async () => {
    const variants = ["Case-Send@Example.com", " case-send@example.com", "CASE-SEND@EXAMPLE.COM\t"];
    const statuses: number[] = [];
    for (const [index, email] of variants.entries()) {
      statuses.push(
        (await postAs(app, contentType(index), SEND, { email, type: "sign-in" })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200]);
    for (const email of ["case-send@example.com", "\ncase-send@Example.COM "]) {
      const over = await postAs(app, "application/json", SEND, { email, type: "sign-in" });
      expect(over.status).toBe(429);
    }
    await app.mailSettled();
    expect(mailsTo("case-send@example.com")).toBe(EMAIL_LIMITS.freeSends);
  });

  it("sends no code from routes or code types the product does not use", async () => {
    const email = "user@example.com";
    const before = mailsTo(email);
    for (const path of [
      "/api/auth/email-otp/request-password-reset",
      "/api/auth/forget-password/email-otp",
    ]) {
      for (const type of JSON_CONTENT_TYPES) {
        expect({ path, type, status: (await postAs(app, type, path, { email })).status }).toEqual({
          path,
          type,
          status: 404,
        });
      }
    }
    for (const type of ["forget-password", "change-email"]) {
      const refused = await postAs(app, "application/json", SEND, { email, type });
      expect({ type, status: refused.status, code: refused.body.code }).toEqual({
        type,
        status: 400,
        code: "VALIDATION",
      });
    }
    // The current-address code of an e-mail change needs that account's session (ADR 044).
    const anonymous = await postAs(app, "application/json", SEND, {
      email,
      type: "email-verification",
    });
    expect(anonymous.status).toBe(401);
    await app.mailSettled();
    expect(mailsTo(email)).toBe(before);
  });

  it("counts codes sent for an e-mail change against the new address", async () => {
    const cookie = await app.signIn("changer@example.com");
    const newEmail = "Change-Target@example.com";
    const statuses: number[] = [];
    for (let send = 0; send <= EMAIL_LIMITS.freeSends; send++) {
      const path = "/api/auth/email-otp/request-email-change";
      const address = send % 2 ? newEmail.toUpperCase() : ` ${newEmail}`;
      statuses.push(
        (await postAs(app, contentType(send), path, { newEmail: address }, cookie)).status,
      );
    }
    // Without the current address's code each is refused (ADR 044), after being counted.
    expect(statuses).toEqual([...Array<number>(EMAIL_LIMITS.freeSends).fill(400), 429]);
  });
});

describe("codes checked", () => {
  /** Sends a code and spends up to `wrong` guesses on it, in rotating content types. */
  async function spendGuesses(
    email: string,
    variants: string[],
    wrong: number,
    guess: (type: string, address: string, otp: string) => Promise<number>,
    send: () => Promise<unknown>,
  ) {
    let spent = 0;
    let code = "";
    while (spent < wrong) {
      const before = newestMail(app);
      await send();
      code = await app.lastCode(email, before);
      for (let attempt = 0; attempt < 3 && spent < wrong; attempt++, spent++) {
        const address = variants[spent % variants.length]!;
        expect(await guess(contentType(spent), address, wrongCode(code))).toBe(400);
      }
    }
    return code;
  }

  it(`refuses a right code in every content type after ${EMAIL_LIMITS.guessesPerCode} wrong ones`, async () => {
    const email = "ct-guess@example.com";
    const variants = [email, "CT-Guess@Example.com", ` ${email}`, `${email.toUpperCase()}\t`];
    const code = await spendGuesses(
      email,
      variants,
      EMAIL_LIMITS.guessesPerCode,
      async (type, address, otp) =>
        (await postFromOne(type, SIGN_IN, { email: address, otp })).status,
      () => postAs(app, "application/json", SEND, { email, type: "sign-in" }),
    );
    for (const type of JSON_CONTENT_TYPES) {
      for (const address of variants) {
        const refused = await postFromOne(type, SIGN_IN, { email: address, otp: code });
        expect({ type, address, status: refused.status }).toEqual({ type, address, status: 403 });
        expect(sessionCookie(refused.response)).toBe("");
      }
    }
  });

  it("counts wrong codes for an e-mail change against the new address", async () => {
    const cookie = await app.signIn("guess-changer@example.com");
    const newEmail = "guess-target@example.com";
    const change = "/api/auth/email-otp/change-email";
    const code = await spendGuesses(
      newEmail,
      [newEmail, newEmail.toUpperCase(), ` ${newEmail} `],
      EMAIL_LIMITS.guessesPerCode,
      async (type, address, otp) =>
        (await postFromOne(type, change, { newEmail: address, otp }, cookie)).status,
      async () => {
        // The current address's code first (ADR 044), then the new address gets one.
        const current = "guess-changer@example.com";
        const before = newestMail(app);
        const type = "email-verification";
        await postAs(app, "application/json", SEND, { email: current, type }, cookie);
        const otp = await app.lastCode(current, before);
        const path = "/api/auth/email-otp/request-email-change";
        return postAs(app, "application/json", path, { newEmail, otp }, cookie);
      },
    );
    for (const type of JSON_CONTENT_TYPES) {
      const refused = await postFromOne(type, change, { newEmail, otp: code }, cookie);
      expect({ type, status: refused.status }).toEqual({ type, status: 403 });
    }
    expect(await app.prisma.user.count({ where: { email: newEmail } })).toBe(0);
  });

  it("refuses the code-checking routes the product does not use (404)", async () => {
    const email = "user@example.com";
    for (const [path, body] of [
      ["/api/auth/email-otp/check-verification-otp", { email, type: "sign-in", otp: "123456" }],
      ["/api/auth/email-otp/verify-email", { email, otp: "123456" }],
      ["/api/auth/email-otp/reset-password", { email, otp: "123456", password: "x".repeat(12) }],
    ] as const) {
      expect({ path, status: (await postAs(app, "Application/Json", path, body)).status }).toEqual({
        path,
        status: 404,
      });
    }
  });
});
