import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import ar from "../../locales/ar.json" with { type: "json" };
import en from "../../locales/en.json" with { type: "json" };
import fr from "../../locales/fr.json" with { type: "json" };
import sw from "../../locales/sw.json" with { type: "json" };
import { postJson, sendCode, signInWithCode, wrongCode } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { globalId } from "./graphql-support.ts";

// The server answers in the request's language (the `lng` cookie, else
// Accept-Language, else English): e-mails, auth error messages, GraphQL error messages and
// its own pages. Machine codes and statuses never change with the language. Expected texts
// come from the locale files, and every non-English one must differ from English, so a
// server that ignored the language fails here.

type Messages = Record<string, string>;
const CATALOGUES: Record<Language, Messages> = { en, fr, ar, sw };
type Language = "en" | "fr" | "ar" | "sw";
const TRANSLATED = ["fr", "ar", "sw"] as const;
const ALL = ["en", ...TRANSLATED] as const;

/** What each browser would send: English asks for nothing in particular. */
const ACCEPT: Record<Language, Record<string, string>> = {
  en: {},
  fr: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" },
  ar: { "accept-language": "ar-EG,ar;q=0.9" },
  sw: { "accept-language": "sw-KE,sw;q=0.9,en;q=0.5" },
};
/** Another language than the cookie's, so the test shows which one wins. */
const OTHER: Record<Language, Language> = { en: "fr", fr: "sw", ar: "fr", sw: "ar" };

/** The message as the user should read it, formatted from the locale file. */
function expected(language: Language, id: string, values?: Record<string, string | number>) {
  const message = CATALOGUES[language][id];
  if (message === undefined) throw new Error(`No message ${id} in ${language}`);
  const text = String(new IntlMessageFormat(message, language).format(values));
  if (language !== "en") {
    expect(text, `${id} is translated in ${language}`).not.toBe(expected("en", id, values));
  }
  return text;
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const newestMailId = () => app.mailer.mailbox()[0]?.id ?? 0;

/** The newest e-mail to this address after `after`, with the code it carries. */
async function mailTo(email: string, after: number) {
  const code = await app.lastCode(email, after);
  const mail = app.mailer.mailbox().find((message) => message.to === email && message.id > after);
  if (!mail) throw new Error(`No e-mail to ${email}`);
  return { mail, code };
}

function expectCodeEmail(
  mail: { subject: string; text: string; html: string },
  code: string,
  language: Language,
  purpose: "loginCode" | "changeEmail",
) {
  const minutes = app.env.otpExpiresMinutes;
  expect(mail.subject).toBe(expected(language, `email.${purpose}.subject`));
  expect(mail.text.split("\n")).toEqual([
    expected(language, `email.${purpose}.title`),
    "",
    expected(language, `email.${purpose}.intro`),
    "",
    code,
    "",
    expected(language, "email.loginCode.validity", { minutes }),
    "",
  ]);
  expect(mail.html).toContain(`lang="${language}"`);
  expect(mail.html).toContain(`dir="${language === "ar" ? "rtl" : "ltr"}"`);
  expect(mail.html).toContain(code);
}

describe("the login-code e-mail", () => {
  it.each(ALL)("is in %s when Accept-Language asks for it (English by default)", async (lng) => {
    const email = unique(`accept-${lng}`);
    const before = newestMailId();
    expect((await sendCode(app, email, ACCEPT[lng])).status).toBe(200);
    const { mail, code } = await mailTo(email, before);
    expectCodeEmail(mail, code, lng, "loginCode");
  });

  it.each(ALL)(
    "is in %s when the lng cookie says so, whatever Accept-Language says",
    async (lng) => {
      const email = unique(`cookie-${lng}`);
      const before = newestMailId();
      const headers = { ...ACCEPT[OTHER[lng]], cookie: `theme=dark; lng=${lng}` };
      expect((await sendCode(app, email, headers)).status).toBe(200);
      const { mail, code } = await mailTo(email, before);
      expectCodeEmail(mail, code, lng, "loginCode");
    },
  );
});

describe("the change-email code e-mail", () => {
  it("is in the requester's language (Swahili)", async () => {
    const changer = unique("changer");
    const cookie = await app.signIn(changer);
    const newEmail = unique("changed");
    const before = newestMailId();
    // The current address's code first (docs/decisions/044).
    await postJson(
      app,
      "/api/auth/email-otp/send-verification-otp",
      { email: changer, type: "email-verification" },
      { cookie },
    );
    const otp = await app.lastCode(changer, before);
    const requested = await postJson(
      app,
      "/api/auth/email-otp/request-email-change",
      { newEmail, otp },
      { cookie, headers: ACCEPT.sw },
    );
    expect(requested.status).toBe(200);
    const { mail, code } = await mailTo(newEmail, before);
    expectCodeEmail(mail, code, "sw", "changeEmail");
  });
});

describe("auth error messages", () => {
  it.each(ALL)("a wrong code is INVALID_OTP with the %s message", async (lng) => {
    const email = unique(`wrong-${lng}`);
    const before = newestMailId();
    await sendCode(app, email);
    const { code } = await mailTo(email, before);
    const english = await signInWithCode(app, email, wrongCode(code));
    const answer = await postJson(
      app,
      "/api/auth/sign-in/email-otp",
      { email, otp: wrongCode(code) },
      { headers: ACCEPT[lng] },
    );
    expect(answer.status).toBe(english.status);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      ...english.body,
      code: "INVALID_OTP",
      message: expected(lng, "auth.errorCodes.INVALID_OTP"),
    });
  });

  it("the lng cookie wins over Accept-Language, next to the session cookie", async () => {
    const admin = await app.signIn("admin@example.com");
    const { id } = await app.prisma.user.findUniqueOrThrow({
      where: { email: "admin@example.com" },
    });
    const answer = await postJson(
      app,
      "/api/auth/admin/ban-user",
      { userId: id },
      { cookie: `${admin}; lng=ar`, headers: ACCEPT.fr },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "YOU_CANNOT_BAN_YOURSELF",
      message: expected("ar", "auth.errorCodes.YOU_CANNOT_BAN_YOURSELF"),
    });
  });

  it("Groundwork's own refusals are translated too, their headers kept (per-address limit)", async () => {
    // Date stops (timers stay real): no wait of the pacing runs out between the codes.
    vi.useFakeTimers({ toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const email = unique("flood");
    let answer = await sendCode(app, email, ACCEPT.fr);
    for (let sent = 1; answer.status === 200 && sent < 20; sent++) {
      answer = await sendCode(app, email, ACCEPT.fr);
    }
    expect(answer.status).toBe(429);
    expect(answer.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(answer.body).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: expected("fr", "auth.errorCodes.TOO_MANY_REQUESTS"),
    });
  });

  it("a success is left as it was", async () => {
    const answer = await sendCode(app, unique("ok"), ACCEPT.ar);
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });

  it("DEMO_MODE refusals are translated", async () => {
    const demo = await createTestApp({ DEMO_MODE: "true" });
    try {
      const answer = await postJson(
        demo,
        "/api/auth/update-user",
        { name: "x" },
        {
          headers: ACCEPT.sw,
        },
      );
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        code: "DEMO_MODE",
        message: expected("sw", "auth.errorCodes.DEMO_MODE"),
      });
    } finally {
      await demo.close();
    }
  });
});

describe("GraphQL error messages", () => {
  let user: string;
  let admin: string;
  beforeAll(async () => {
    user = await app.signIn("user@example.com");
    admin = await app.signIn("admin@example.com");
  });

  const persisted = JSON.parse(readFileSync("persisted-queries.json", "utf8")) as Messages;
  const repositoriesPage = Object.keys(persisted).find((hash) =>
    persisted[hash]?.startsWith("query pageRepositoriesQuery"),
  );

  type Failure = { message: string; extensions?: { code?: string; field?: string } };
  async function firstError(
    query: string,
    options: {
      cookie?: string;
      headers?: Record<string, string>;
      variables?: Record<string, unknown>;
    } = {},
  ) {
    const { status, body } = await app.graphql(query, options);
    return { status, error: body.errors?.[0] as Failure | undefined };
  }

  it.each(ALL)("UNAUTHENTICATED in %s for an anonymous persisted operation", async (lng) => {
    expect(repositoriesPage).toBeDefined();
    const response = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...ACCEPT[lng] },
      body: JSON.stringify({
        extensions: { persistedQuery: { version: 1, sha256Hash: repositoriesPage } },
      }),
    });
    const body = (await response.json()) as { errors?: Failure[] };
    expect(body.errors?.[0]).toMatchObject({
      message: expected(lng, "api.errors.unauthenticated"),
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  it.each(ALL)("UNAUTHENTICATED in %s for an anonymous whole document", async (lng) => {
    const { status, error } = await firstError(`{ viewer { id } }`, { headers: ACCEPT[lng] });
    expect(status).toBe(401);
    expect(error).toMatchObject({
      message: expected(lng, "api.errors.persistedOnly"),
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  it.each(ALL)("FORBIDDEN in %s for a user asking for the admins' user list", async (lng) => {
    const { error } = await firstError(`{ users(first: 1) { totalCount } }`, {
      cookie: user,
      headers: ACCEPT[lng],
    });
    expect(error).toMatchObject({
      message: expected(lng, "api.errors.forbidden"),
      extensions: { code: "FORBIDDEN" },
    });
  });

  const DELETE = `mutation ($input: DeleteRepositoryInput!) {
    deleteRepository(input: $input) { deletedRepositoryId }
  }`;

  it.each(ALL)("NOT_FOUND in %s for a repository that does not exist", async (lng) => {
    const { error } = await firstError(DELETE, {
      cookie: admin,
      headers: ACCEPT[lng],
      variables: { input: { id: globalId("Repository", randomUUID()) } },
    });
    expect(error).toMatchObject({
      message: expected(lng, "api.errors.notFound"),
      extensions: { code: "NOT_FOUND" },
    });
  });

  it.each(ALL)("VALIDATION in %s for an empty repository name", async (lng) => {
    const { error } = await firstError(
      `mutation ($input: CreateRepositoryInput!) { createRepository(input: $input) { repository { id } } }`,
      { cookie: admin, headers: ACCEPT[lng], variables: { input: { name: " ", link: "x.io" } } },
    );
    expect(error).toMatchObject({
      message: expected(lng, "repository.validation.nameRequired"),
      extensions: { code: "VALIDATION", field: "name" },
    });
  });

  it.each(ALL)("VALIDATION in %s for an id of another type", async (lng) => {
    const { error } = await firstError(DELETE, {
      cookie: admin,
      headers: ACCEPT[lng],
      variables: { input: { id: globalId("User", randomUUID()) } },
    });
    expect(error).toMatchObject({
      message: expected(lng, "api.errors.validation"),
      extensions: { code: "VALIDATION" },
    });
  });

  it.each(ALL)("VALIDATION in %s for a date that is no date", async (lng) => {
    const { error } = await firstError(
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
      {
        cookie: user,
        headers: ACCEPT[lng],
        variables: { input: { name: "ci", expiresAt: "next tuesday" } },
      },
    );
    expect(error).toMatchObject({
      message: expected(lng, "api.errors.invalidDateTime"),
      extensions: { code: "VALIDATION" },
    });
  });

  it.each(ALL)("QUERY_TOO_COMPLEX in %s for a document nested too deep", async (lng) => {
    const deep = `{ viewer { ${"sessions { edges { node { ".repeat(3)} createdAt ${"} } }".repeat(3)} } }`;
    const { error } = await firstError(deep, { cookie: user, headers: ACCEPT[lng] });
    expect(error).toMatchObject({
      message: expected(lng, "api.errors.queryTooComplex"),
      extensions: { code: "QUERY_TOO_COMPLEX" },
    });
  });

  it("the lng cookie wins over Accept-Language", async () => {
    const { error } = await firstError(`{ users(first: 1) { totalCount } }`, {
      cookie: `${user}; lng=sw`,
      headers: ACCEPT.fr,
    });
    expect(error).toMatchObject({
      message: expected("sw", "api.errors.forbidden"),
      extensions: { code: "FORBIDDEN" },
    });
  });
});

describe("the server's own pages and answers", () => {
  it.each(ALL)("an unknown API path is NOT_FOUND in %s", async (lng) => {
    const response = await app.request("/api/nothing-here", { headers: ACCEPT[lng] });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "NOT_FOUND",
      message: expected(lng, "api.errors.notFound"),
    });
  });

  it.each(ALL)("the development mailbox speaks %s", async (lng) => {
    const page = await app.request("/dev/mailbox", { headers: { cookie: `lng=${lng}` } });
    const html = await page.text();
    expect(html).toContain(`<html lang="${lng}" dir="${lng === "ar" ? "rtl" : "ltr"}">`);
    expect(html).toContain(`<h1>${expected(lng, "devMailbox.title")}</h1>`);
    const to = expected(lng, "devMailbox.to", { address: "user@example.com" });
    expect(html).toContain(to);
  });
});
