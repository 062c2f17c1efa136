import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneTimeCode } from "#shared/validation/one-time-code";
import { auditedTransaction } from "../../server/audit/audited-client.ts";
import { endOtherSessionsAndNotify } from "../../server/auth/account-guards.ts";
import { MAIL_JOB } from "../../server/email/mail-job.ts";
import { capturingLogger } from "../setup/capturing-logger.ts";
import { sendCode, signInWithCode } from "../setup/auth-requests.ts";
import { jobRows, until, type JobRow } from "../setup/jobs.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { startTestSmtp, type TestSmtp } from "../setup/test-smtp.ts";

// Mail on the job queue (docs/decisions/105): the request answers once the job is stored, a
// worker sends it and retries while the code is valid. Time is pg-boss's TestClock: the
// worker's polls and the database's job_now() move only when the test moves them.

type MailRow = JobRow & { output: unknown; data: { template: string; sendBy: string } };
const mailRows = async (app: TestApp) => {
  const rows = (await jobRows(app, MAIL_JOB)) as MailRow[];
  const outputs = await app.prisma.$queryRaw<{ id: string; output: unknown }[]>`
    SELECT id::text, output FROM pgboss.job WHERE name = ${MAIL_JOB}`;
  return rows.map((row) => ({ ...row, output: outputs.find((o) => o.id === row.id)?.output }));
};
const codeIn = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find(isOneTimeCode);

describe("mail on the job queue, SMTP down then up", () => {
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

  it("answers once the job is stored; the code arrives after SMTP recovers", async () => {
    smtp.down = true;
    const email = "queued@example.com";
    const sent = await sendCode(app, email);
    expect(sent.status).toBe(200);
    // Stored before the answer: the job is there whatever the worker has done with it since.
    const [job] = await mailRows(app);
    expect(job?.data.template).toBe("loginCode");
    await until(async () => (await mailRows(app))[0]?.state === "retry", "the send failed");
    expect(smtp.refused).toBeGreaterThan(0);
    expect(smtp.accepted).toEqual([]);

    smtp.down = false;
    // Past the first retry's window (1–2 s) and the worker's notify-mode poll (30 s).
    await clock.tick(31_000);
    await until(async () => smtp.accepted.length === 1, "the code reached SMTP");
    expect(smtp.accepted[0]?.to).toBe(email);
    const code = codeIn(smtp.accepted[0]!.text);
    expect(code).toBeDefined();
    expect((await signInWithCode(app, email, code!)).status).toBe(200);
    await until(async () => (await mailRows(app))[0]?.state === "completed", "the job completed");
  });

  it("keeps neither the code nor the address in clear in the job, its error or the log", async () => {
    const [job] = await mailRows(app);
    const code = codeIn(smtp.accepted[0]!.text)!;
    // The server's refusal named the recipient; the stored error and the log lines do not.
    for (const stored of [JSON.stringify(job), JSON.stringify(log.lines)]) {
      expect(stored).not.toContain("queued@example.com");
      expect(stored).not.toContain(code);
    }
    expect(log.lines.some((line) => String(line.reason).includes("[recipient]"))).toBe(true);
  });

  it("does not retry a code once it has expired, and says so once", async () => {
    smtp.down = true;
    const email = "expired@example.com";
    expect((await sendCode(app, email)).status).toBe(200);
    const mine = async () =>
      (await mailRows(app)).find(
        (row) =>
          row.id !== undefined && row.data.template === "loginCode" && row.state !== "completed",
      );
    await until(async () => (await mine())?.state === "retry", "the send failed");
    const job = (await mine())!;
    const refused = smtp.refused;
    smtp.down = false;
    // Past the code's expiry (OTP_EXPIRES_MINUTES) before the retry is due.
    await clock.setTime(Date.parse(job.data.sendBy) + 1000);
    await clock.tick(31_000);
    await until(
      async () => (await mailRows(app)).find((row) => row.id === job.id)?.state === "completed",
      "the expired job was settled",
    );
    const settled = (await mailRows(app)).find((row) => row.id === job.id)!;
    expect(settled.output).toMatchObject({ sent: false, reason: "expired" });
    expect(smtp.accepted.some((mail) => mail.to === email)).toBe(false);
    expect(smtp.refused).toBe(refused);
    const expired = log.lines.filter(
      (line) => line.msg === "a mail expired before it could be sent",
    );
    expect(expired).toHaveLength(1);
    expect(JSON.stringify(expired)).not.toContain(email);
  });
});

describe("mail jobs and the changes that cause them", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ AUTH_SIGNUP_ENABLED: "false" }, { mailWorker: false });
  });
  afterAll(() => app?.close());

  it("stores the e-mail change notice only if its transaction commits", async () => {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email: "user@example.com" } });
    const sessions = await app.prisma.session.count({ where: { userId: user.id } });
    const before = (await mailRows(app)).length;
    const change = { userId: user.id, oldEmail: user.email, newEmail: "moved@example.com" };
    const notify = (fail: boolean) =>
      auditedTransaction(app.prisma, async (tx) => {
        await endOtherSessionsAndNotify(tx, app.accountMail, change, "self", "en");
        if (fail) throw new Error("rolled back on purpose");
      });
    await expect(notify(true)).rejects.toThrow("rolled back on purpose");
    expect(await mailRows(app)).toHaveLength(before);
    expect(await app.prisma.session.count({ where: { userId: user.id } })).toBe(sessions);
    await notify(false);
    const rows = await mailRows(app);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.data.template).toBe("emailChanged");
    expect(JSON.stringify(rows.at(-1))).not.toContain("moved@example.com");
  });

  it("answers a known and an unknown address alike, each after storing one mail job", async () => {
    const answers = [];
    const sendNow = app.jobs.sendNow;
    for (const email of ["admin@example.com", "nobody-here@example.com"]) {
      const before = (await mailRows(app)).length;
      // The job is held back until the answer came (the wrong order) or a while after: the
      // answer must find it stored. Correct code cannot answer first, whatever the timing.
      let answered = false;
      let storedWhenAnswered = false;
      let stored = false;
      app.jobs.sendNow = (async (...args: Parameters<typeof sendNow>) => {
        await until(async () => answered, "the answer", 50).catch(() => {});
        const id = await sendNow(...args);
        stored = true;
        return id;
      }) as typeof sendNow;
      const sent = await sendCode(app, email).finally(() => {
        storedWhenAnswered = stored;
        answered = true;
      });
      app.jobs.sendNow = sendNow;
      expect(storedWhenAnswered).toBe(true);
      // No worker here: what the answer waited for is exactly what is stored now.
      const rows = await mailRows(app);
      expect(rows).toHaveLength(before + 1);
      expect(JSON.stringify(rows.at(-1))).not.toContain(email);
      answers.push({ status: sent.status, body: sent.body, template: rows.at(-1)?.data.template });
    }
    expect(answers[1]).toEqual({ ...answers[0], template: "noAccount" });
    expect(answers[0]?.template).toBe("loginCode");
  });
});
