import { simpleParser, type ParsedMail } from "mailparser";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneTimeCode } from "#shared/validation/one-time-code";
import { invitationContent } from "../../server/email/invitation-mail.ts";
import { MAIL_JOB, MAIL_RETRY, mailJob, sealMail } from "../../server/email/mail-job.ts";
import { postJson, sendCode } from "../setup/auth-requests.ts";
import { capturingLogger } from "../setup/capturing-logger.ts";
import { jobRows, until, type JobRow } from "../setup/jobs.ts";
import {
  BASE_URL,
  createTestApp,
  sessionCookie,
  TEST_AUTH_SECRET,
  type TestApp,
} from "../setup/test-app.ts";
import { startTestSmtp, type TestSmtp } from "../setup/test-smtp.ts";

// The invitation e-mail (docs/decisions/111): better-auth's organization plugin calls
// sendInvitationEmail on every invitation, new or resent; the call stores a sealed mail job and
// a worker sends it. Organizations and invitations are made through `auth.api` with a real
// session's headers, as the GraphQL mutations do. Time is pg-boss's TestClock.

type MailRow = JobRow & {
  output: unknown;
  data: { template: string; locale: string; sendBy: string };
};

let app: TestApp;
let smtp: TestSmtp;
const clock = new TestClock(Date.now());
const log = capturingLogger();

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp({ SMTP_URL: smtp.url }, { jobsClock: clock, logger: log.logger });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const invitationRows = async () => {
  const rows = (await jobRows(app, MAIL_JOB)) as MailRow[];
  const outputs = await app.prisma.$queryRaw<{ id: string; output: unknown }[]>`
    SELECT id::text, output FROM pgboss.job WHERE name = ${MAIL_JOB}`;
  return rows
    .filter((row) => row.data.template === "invitation")
    .map((row) => ({ ...row, output: outputs.find((o) => o.id === row.id)?.output }));
};

/** The messages SMTP accepted for this address, decoded as a mail client reads them. */
const mailsTo = (email: string): Promise<ParsedMail[]> =>
  Promise.all(smtp.accepted.filter((m) => m.to === email).map((m) => simpleParser(m.text)));

const isolated = (name: string) => `\u2068${name}\u2069`;

/** Signs in with the code SMTP received (the test app's own signIn reads the dev mailbox). */
async function signIn(email: string): Promise<string> {
  const client = { "x-forwarded-for": "198.18.200.1" };
  const before = smtp.accepted.length;
  expect((await sendCode(app, email, client)).status).toBe(200);
  await until(
    async () => smtp.accepted.slice(before).some((m) => m.to === email),
    "the code arrived",
  );
  const mail = await simpleParser(smtp.accepted.slice(before).find((m) => m.to === email)!.text);
  const otp = (mail.text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .find(isOneTimeCode);
  const signedIn = await postJson(
    app,
    "/api/auth/sign-in/email-otp",
    { email, otp },
    { headers: client },
  );
  expect(signedIn.status).toBe(200);
  return sessionCookie(signedIn.response);
}

async function organizationOf(headers: Headers, name: string, slug: string) {
  const organization = await app.auth.api.createOrganization({ headers, body: { name, slug } });
  return organization!.id;
}

describe("the invitation e-mail", () => {
  let french: Headers;
  let organizationId: string;
  let invitationId: string;
  const invitee = "nouvelle@example.com";

  beforeAll(async () => {
    await app.prisma.user.update({
      where: { email: "admin@example.com" },
      data: { name: "Amélie Durand" },
    });
    french = new Headers({ cookie: await signIn("admin@example.com"), "accept-language": "fr" });
    organizationId = await organizationOf(french, "Atelier Zoé", "atelier-zoe");
  });

  it("is one sealed job, sent in the request's language with the link, organization, inviter, role and expiry", async () => {
    const invitation = await app.auth.api.createInvitation({
      headers: french,
      body: { email: "Nouvelle@Example.com", role: "admin", organizationId },
    });
    invitationId = invitation.id;
    // Stored before the answer: the job is there whatever the worker has done with it since.
    const [job, ...others] = await invitationRows();
    expect(others).toEqual([]);
    expect(job?.data).toMatchObject({
      locale: "fr",
      sendBy: new Date(invitation.expiresAt).toISOString(),
    });
    for (const secret of [invitee, "Atelier", "Amélie", invitationId]) {
      expect(JSON.stringify(job)).not.toContain(secret);
    }

    await until(async () => (await mailsTo(invitee)).length === 1, "the invitation arrived");
    await app.mailSettled();
    const [mail, ...more] = await mailsTo(invitee);
    expect(more).toEqual([]);
    const link = `${BASE_URL}/invitations/${invitationId}`;
    expect(mail!.subject).toBe(
      `${isolated("Amélie Durand")} vous invite à rejoindre ${isolated("Atelier Zoé")} sur Groundwork`,
    );
    const expires = new Intl.DateTimeFormat("fr", {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    }).format(new Date(invitation.expiresAt));
    expect(mail!.text?.split("\n").filter(Boolean)).toEqual([
      `Rejoignez ${isolated("Atelier Zoé")} sur Groundwork`,
      `${isolated("Amélie Durand")} vous invite à rejoindre l’organisation ${isolated("Atelier Zoé")} sur Groundwork.`,
      "Votre rôle : Administrateur",
      "Accepter ou refuser l’invitation",
      link,
      `Cette invitation expire le ${expires}.`,
      expect.stringContaining(`Si vous ne connaissez pas ${isolated("Amélie Durand")}`),
    ]);
    expect(expires).toMatch(/ \d{4} à \d\d:\d\d UTC$/);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('lang="fr"');
  });

  it("is sent again on a resend: a second mail with the same link", async () => {
    const resent = await app.auth.api.createInvitation({
      headers: french,
      body: { email: invitee, role: "admin", organizationId, resend: true },
    });
    expect(resent.id).toBe(invitationId);
    await until(async () => (await mailsTo(invitee)).length === 2, "the second mail arrived");
    await app.mailSettled();
    const mails = await mailsTo(invitee);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain(`/invitations/${invitationId}\n`);
    expect(await invitationRows()).toHaveLength(2);
  });

  it("shows stored names as text: no markup, no header, no reordering", async () => {
    // Stored before the text rules or by a path they miss (ADR 047): rows are not rewritten.
    await app.prisma.user.update({
      where: { email: "user@example.com" },
      data: { name: "<b>Mallory</b>\r\nBcc: victim@example.com" },
    });
    const english = new Headers({
      cookie: await signIn("user@example.com"),
      "accept-language": "en",
    });
    const id = await organizationOf(english, "Plain", "plain-org");
    await app.prisma.organization.update({
      where: { id },
      data: { name: "<img src=x onerror=alert(1)>\u202eevil\nSubject: hi" },
    });
    const invited = "owner-to-be@example.com";
    await app.auth.api.createInvitation({
      headers: english,
      body: { email: invited, role: "owner", organizationId: id },
    });
    await until(async () => (await mailsTo(invited)).length === 1, "the invitation arrived");
    const [mail] = await mailsTo(invited);
    const organization = isolated("<img src=x onerror=alert(1)>evil Subject: hi");
    const inviter = isolated("<b>Mallory</b> Bcc: victim@example.com");
    expect(mail!.subject).toBe(`${inviter} invited you to join ${organization} on Groundwork`);
    expect(mail!.headers.has("bcc")).toBe(false);
    expect(smtp.accepted.some((m) => m.to.includes("victim"))).toBe(false);
    expect(mail!.text).toContain("Your role: Owner");
    expect(mail!.text).not.toContain("\u202e");
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).not.toContain("<b>");
    expect(mail!.html).toContain("&lt;img src=x onerror=alert(1)&gt;evil Subject: hi");
    expect(mail!.html).toContain('lang="en"');
  });

  it("is not sent once its invitation is cancelled or gone before a worker sends it", async () => {
    smtp.down = true;
    const cancelled = "cancelled@example.com";
    const gone = "gone@example.com";
    const earlier = new Set((await invitationRows()).map((row) => row.id));
    const mine = async () => (await invitationRows()).filter((row) => !earlier.has(row.id));
    const ids: string[] = [];
    for (const email of [cancelled, gone]) {
      const invitation = await app.auth.api.createInvitation({
        headers: french,
        body: { email, role: "member", organizationId },
      });
      ids.push(invitation.id);
    }
    const waiting = async () => (await mine()).filter((row) => row.state === "retry").length === 2;
    await until(waiting, "both sends failed");
    await app.auth.api.cancelInvitation({ headers: french, body: { invitationId: ids[0]! } });
    // As a write that did not last: the row the job was stored for is not there.
    await app.prisma.invitation.delete({ where: { id: ids[1]! } });
    smtp.down = false;
    // Past the first retry's window (1–2 s) and the worker's poll.
    await clock.tick(31_000);
    await app.mailSettled();
    const settled = await mine();
    expect(settled.map((row) => [row.state, row.output])).toEqual([
      ["completed", { sent: false, reason: "not-pending" }],
      ["completed", { sent: false, reason: "not-pending" }],
    ]);
    expect(await mailsTo(cancelled)).toEqual([]);
    expect(await mailsTo(gone)).toEqual([]);
  });

  it("keeps the addresses out of the jobs and the log", async () => {
    const stored = JSON.stringify(await invitationRows());
    const logged = JSON.stringify(log.lines);
    for (const email of [invitee, "owner-to-be@example.com", "cancelled@example.com"]) {
      expect(stored).not.toContain(email);
      expect(logged).not.toContain(email);
    }
    // The refusals named the recipients (the test server does, as real ones do): replaced.
    expect(log.lines.some((line) => String(line.reason).includes("[recipient]"))).toBe(true);
  });

  it("gives up once the mail queue's retries are spent, though the invitation is still valid", async () => {
    const invitation = await app.auth.api.createInvitation({
      headers: french,
      body: { email: "refused@example.com", role: "member", organizationId },
    });
    const content = invitationContent({
      ...invitation,
      role: "member",
      organizationName: "Atelier Zoé",
      inviter: { name: "Amélie Durand", email: "admin@example.com" },
    });
    const payload = sealMail(
      TEST_AUTH_SECRET,
      { template: "invitation", locale: "fr", sendBy: new Date(invitation.expiresAt) },
      content,
    );
    const refused = new Error("451 <refused@example.com>: mailbox temporarily unavailable");
    const attempt = (retryCount: number) =>
      mailJob.handler(payload, {
        prisma: app.prisma,
        logger: log.logger,
        signal: new AbortController().signal,
        now: () => new Date(clock.now()),
        jobId: `handler-${retryCount}`,
        retryCount,
        services: {
          env: app.env,
          mailer: { send: () => Promise.reject(refused), mailbox: () => [] },
        },
      });
    // Days before the invitation expires: a retry is still to come, so the attempt fails.
    await expect(attempt(MAIL_RETRY.retries - 1)).rejects.toThrow("[recipient]");
    // The last one: the job completes and says why, not "expired".
    expect(await attempt(MAIL_RETRY.retries)).toMatchObject({
      sent: false,
      reason: "retries-exhausted",
    });
    expect(JSON.stringify(log.lines)).not.toContain("refused@example.com");
  });

  it("refuses an address no account could have before anything is stored (400 VALIDATION)", async () => {
    const invitations = await app.prisma.invitation.count();
    const jobs = (await invitationRows()).length;
    const email = `${"a".repeat(250)}@example.com`;
    await expect(
      app.auth.api.createInvitation({
        headers: french,
        body: { email, role: "member", organizationId },
      }),
    ).rejects.toMatchObject({ statusCode: 400, body: { code: "VALIDATION", field: "email" } });
    expect(await app.prisma.invitation.count()).toBe(invitations);
    expect(await invitationRows()).toHaveLength(jobs);
  });
});
