import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FRESH_SESSION_SECONDS } from "../../server/auth/account-guards.ts";
import { postJson, sessionUser } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, globalId } from "./graphql-support.ts";

// Issue 32 findings 1 and 2 (docs/decisions/044): an account's address changes only with its
// holder's consent.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { email } } }`;
const REQUEST = `mutation ($input: RequestUserEmailChangeInput!) {
  requestUserEmailChange(input: $input) { user { email } } }`;
const CONFIRM = `mutation ($input: ConfirmUserEmailChangeInput!) {
  confirmUserEmailChange(input: $input) { user { email } } }`;
const NOTICE_SUBJECT = "Your Groundwork e-mail address was changed";

async function newUser(role: "user" | "admin" = "user") {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  return app.prisma.user.create({ data: { id: randomUUID(), name: role, email, role } });
}
const emailOf = async (id: string) =>
  (await app.prisma.user.findUniqueOrThrow({ where: { id } })).email;
const newestMail = () => app.mailer.mailbox()[0]?.id ?? 0;
const mailTo = async (to: string, subject: string, after: number) =>
  (await app.mails((m) => m.to === to && m.subject === subject && m.id > after))[0]!;

/** The whole self-service change on better-auth's routes, from `cookie`'s session. */
async function selfChange(cookie: string, email: string, newEmail: string) {
  const before = newestMail();
  const sent = await postJson(
    app,
    "/api/auth/email-otp/send-verification-otp",
    { email, type: "email-verification" },
    { cookie },
  );
  expect(sent.status).toBe(200);
  const otp = await app.lastCode(email, before);
  const requested = await postJson(
    app,
    "/api/auth/email-otp/request-email-change",
    { newEmail, otp },
    { cookie },
  );
  expect(requested.status).toBe(200);
  const code = await app.lastCode(newEmail, before);
  return postJson(app, "/api/auth/email-otp/change-email", { newEmail, otp: code }, { cookie });
}

describe("e-mail changes by admins and API keys (finding 1)", () => {
  it("an admin API key cannot re-address its owner or another account", async () => {
    const owner = await newUser("admin");
    const other = await newUser();
    const { secret } = await createKey(app, owner.id);
    const headers = { authorization: `Bearer ${secret}` };
    for (const target of [owner, other]) {
      const id = globalId("User", target.id);
      const direct = await app.graphql(UPDATE, {
        headers,
        variables: { input: { id, email: `attacker-${target.role}@evil.test` } },
      });
      expect(direct.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const started = await app.graphql(REQUEST, {
        headers,
        variables: { input: { userId: id, email: `attacker2-${target.role}@evil.test` } },
      });
      expect(started.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(await emailOf(target.id)).toBe(target.email);
    }
    // Its name is still the key's to change, and the unchanged address may be sent along.
    const renamed = await app.graphql(UPDATE, {
      headers,
      variables: { input: { id: globalId("User", other.id), name: "Renamed", email: other.email } },
    });
    expect(renamed.body.errors).toBeUndefined();
  });

  it("no admin can re-address another admin", async () => {
    const cookie = await app.signIn("admin@example.com");
    const victim = await newUser("admin");
    const id = globalId("User", victim.id);
    const direct = await app.graphql(UPDATE, {
      cookie,
      variables: { input: { id, email: "takeover@evil.test" } },
    });
    expect(direct.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const started = await app.graphql(REQUEST, {
      cookie,
      variables: { input: { userId: id, email: "takeover@evil.test" } },
    });
    expect(started.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await emailOf(victim.id)).toBe(victim.email);
  });

  it("an admin-started change completes only after the new address's code", async () => {
    const cookie = await app.signIn("admin@example.com");
    const target = await newUser();
    const targetCookie = await app.signIn(target.email);
    const userId = globalId("User", target.id);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
    const before = newestMail();
    const started = await app.graphql(REQUEST, {
      cookie,
      variables: { input: { userId, email: newEmail } },
    });
    expect(started.body.data).toEqual({
      requestUserEmailChange: { user: { email: target.email } },
    });
    const code = await app.lastCode(newEmail, before);
    expect(await emailOf(target.id)).toBe(target.email);

    const wrong = code === "000000" ? "111111" : "000000";
    const guessed = await app.graphql(CONFIRM, {
      cookie,
      variables: { input: { userId, code: wrong } },
    });
    expect(guessed.body.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION",
      field: "code",
    });
    expect(await emailOf(target.id)).toBe(target.email);

    const confirmed = await app.graphql(CONFIRM, {
      cookie,
      variables: { input: { userId, code } },
    });
    expect(confirmed.body.data).toEqual({ confirmUserEmailChange: { user: { email: newEmail } } });
    // The holder's sessions end and the old address is told who moved it, and where.
    expect(await sessionUser(app, targetCookie)).toBeFalsy();
    const notice = await mailTo(target.email, NOTICE_SUBJECT, before);
    expect(notice.text).toContain(newEmail);
    // A code works once.
    const again = await app.graphql(CONFIRM, { cookie, variables: { input: { userId, code } } });
    expect(again.body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
  });
});

describe("self-service e-mail changes (finding 2)", () => {
  it(`refuses a session older than ${FRESH_SESSION_SECONDS / 60} minutes`, async () => {
    const user = await newUser();
    const cookie = await app.signIn(user.email);
    const adminCookie = await app.signIn("admin@example.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (FRESH_SESSION_SECONDS + 60) * 1000);
    const code = await postJson(
      app,
      "/api/auth/email-otp/send-verification-otp",
      { email: user.email, type: "email-verification" },
      { cookie },
    );
    expect(code.status).toBe(403);
    expect(code.body.code).toBe("SESSION_EXPIRED");
    for (const path of ["request-email-change", "change-email"]) {
      const stale = await postJson(
        app,
        `/api/auth/email-otp/${path}`,
        { newEmail: "stale@evil.test", otp: "123456" },
        { cookie },
      );
      expect(stale.status).toBe(403);
      expect(stale.body.code).toBe("SESSION_EXPIRED");
    }
    const admin = await app.graphql(REQUEST, {
      cookie: adminCookie,
      variables: { input: { userId: globalId("User", user.id), email: "stale@evil.test" } },
    });
    expect(admin.body.errors?.[0]?.extensions?.code).toBe("SESSION_EXPIRED");
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("refuses a change without the code sent to the current address", async () => {
    const user = await newUser();
    const cookie = await app.signIn(user.email);
    const newEmail = `no-current-${randomUUID().slice(0, 8)}@example.com`;
    const before = newestMail();
    const bare = await postJson(
      app,
      "/api/auth/email-otp/request-email-change",
      { newEmail },
      { cookie },
    );
    expect(bare.status).toBe(400);
    const wrong = await postJson(
      app,
      "/api/auth/email-otp/request-email-change",
      { newEmail, otp: "123456" },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    // The current-address code goes to the session's own address only.
    const elsewhere = await postJson(
      app,
      "/api/auth/email-otp/send-verification-otp",
      { email: newEmail, type: "email-verification" },
      { cookie },
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe("CURRENT_EMAIL_ONLY");
    const anonymous = await postJson(app, "/api/auth/email-otp/send-verification-otp", {
      email: user.email,
      type: "email-verification",
    });
    expect(anonymous.status).toBe(401);
    await app.mailSettled();
    expect(app.mailer.mailbox().filter((m) => m.id > before && m.to === newEmail)).toEqual([]);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("with both codes: the old address is told, other sessions end, this one stays", async () => {
    const user = await newUser();
    const other = await app.signIn(user.email);
    const cookie = await app.signIn(user.email);
    const newEmail = `both-${randomUUID().slice(0, 8)}@example.com`;
    const before = newestMail();
    const changed = await selfChange(cookie, user.email, newEmail);
    expect(changed.status).toBe(200);
    expect((await sessionUser(app, cookie))?.email).toBe(newEmail);
    expect(await sessionUser(app, other)).toBeFalsy();
    const notice = await mailTo(user.email, NOTICE_SUBJECT, before);
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain("Every other session of the account was signed out.");
  });
});
