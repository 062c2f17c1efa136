import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, sessionUser } from "../setup/auth-requests.ts";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";
import { globalId } from "./graphql-support.ts";

// Issue 32: codes are 6 symbols of Crockford's base32 (ADR 008, its threat model), and a
// code is read the way its owner typed it: any case, spaced or hyphenated.

const CODE = /^[0-9A-HJKMNP-TV-Z]{6}$/;
const SEND = "/api/auth/email-otp/send-verification-otp";
const SIGN_IN = "/api/auth/sign-in/email-otp";
const REQUEST = `mutation ($input: RequestUserEmailChangeInput!) {
  requestUserEmailChange(input: $input) { user { email } } }`;
const CONFIRM = `mutation ($input: ConfirmUserEmailChangeInput!) {
  confirmUserEmailChange(input: $input) { user { email } } }`;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

// A client address of its own for each code asked for (documentation range, RFC 5737).
let clients = 0;
const newClient = () => ({ "x-forwarded-for": `203.0.113.${++clients}` });
const newestMail = () => app.mailer.mailbox()[0]?.id ?? 0;
const newUser = () => {
  const email = `code-${randomUUID().slice(0, 8)}@example.com`;
  return app.prisma.user.create({ data: { id: randomUUID(), name: "Code", email } });
};
/** How a person might type `code` back: lower-case, in two hyphenated, spaced halves. */
const typedLoosely = (code: string) =>
  ` ${code.slice(0, 3).toLowerCase()} - ${code.slice(3).toLowerCase()} `;

/** Asks for a sign-in code from one client address; returns the code and that client. */
async function sendSignInCode(email: string) {
  const client = newClient();
  const before = newestMail();
  expect((await postJson(app, SEND, { email, type: "sign-in" }, { headers: client })).status).toBe(
    200,
  );
  return { code: await app.lastCode(email, before), client };
}

describe("e-mailed codes", () => {
  it("are 6 letters and digits of the look-alike-free alphabet", async () => {
    const codes: string[] = [];
    for (let index = 0; index < 6; index++) {
      codes.push((await sendSignInCode((await newUser()).email)).code);
    }
    for (const code of codes) expect(code).toMatch(CODE);
    // Six digit-only codes in a row from 32 symbols: odds (10/32)^36, nil.
    expect(codes.some((code) => /[A-Z]/.test(code))).toBe(true);
  });

  it("sign in when typed in lower case, spaced and hyphenated", async () => {
    const { email } = await newUser();
    const { code, client } = await sendSignInCode(email);
    const signedIn = await postJson(
      app,
      SIGN_IN,
      { email, otp: typedLoosely(code) },
      { headers: client },
    );
    expect(signedIn.status).toBe(200);
    expect(await sessionUser(app, sessionCookie(signedIn.response))).toMatchObject({ email });
  });

  it("refuse a malformed code with a translated 400, without spending a guess", async () => {
    const { email } = await newUser();
    const { code, client } = await sendSignInCode(email);
    // More malformed attempts than the guesses the request gave this client.
    for (const otp of ["ABCDEU", "ABC", "ABCDEFG", "A$CDEF"]) {
      const refused = await postJson(
        app,
        SIGN_IN,
        { email, otp },
        { headers: { ...client, "accept-language": "fr" } },
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "VALIDATION", field: "otp" });
      expect(refused.body.message).toMatch(/^Le code/);
    }
    const signedIn = await postJson(app, SIGN_IN, { email, otp: code }, { headers: client });
    expect(signedIn.status).toBe(200);
  });

  it("change an account's address when typed loosely, both of them", async () => {
    const { email } = await newUser();
    const cookie = await app.signIn(email);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    const before = newestMail();
    const sent = await postJson(app, SEND, { email, type: "email-verification" }, { cookie });
    expect(sent.status).toBe(200);
    const current = await app.lastCode(email, before);
    expect(current).toMatch(CODE);
    const requested = await postJson(
      app,
      "/api/auth/email-otp/request-email-change",
      { newEmail, otp: typedLoosely(current) },
      { cookie },
    );
    expect(requested.status).toBe(200);
    const code = await app.lastCode(newEmail, before);
    expect(code).toMatch(CODE);
    const changed = await postJson(
      app,
      "/api/auth/email-otp/change-email",
      { newEmail, otp: typedLoosely(code) },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect((await app.prisma.user.findUniqueOrThrow({ where: { email: newEmail } })).id).toBe(
      (await sessionUser(app, cookie))?.id,
    );
  });

  it("move an account for an admin when read out loosely; malformed ones spend no attempt", async () => {
    const cookie = await app.signIn("admin@example.com");
    const target = await newUser();
    const userId = globalId("User", target.id);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    const before = newestMail();
    const started = await app.graphql(REQUEST, {
      cookie,
      variables: { input: { userId, email: newEmail } },
    });
    expect(started.body.errors).toBeUndefined();
    const code = await app.lastCode(newEmail, before);
    expect(code).toMatch(CODE);
    // As many malformed codes as the change allows attempts: refused, none spent.
    for (const malformed of ["ABCDEU", "ABC", "A$CDEF"]) {
      const refused = await app.graphql(CONFIRM, {
        cookie,
        variables: { input: { userId, code: malformed } },
      });
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        code: "VALIDATION",
        field: "code",
      });
    }
    const confirmed = await app.graphql(CONFIRM, {
      cookie,
      variables: { input: { userId, code: typedLoosely(code) } },
    });
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data).toEqual({ confirmUserEmailChange: { user: { email: newEmail } } });
  });
});
