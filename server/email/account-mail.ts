import type { Env } from "../env.ts";
import type { Locale, Translate } from "../i18n.ts";
import type { JobQueue, JobTransaction } from "../jobs/boss.ts";
import type { AppJobs } from "../jobs/registry.ts";
import type { EmailPart } from "./email-layout.tsx";
import { invitationContent, invitationParts, type InvitationMailInput } from "./invitation-mail.ts";
import { MAIL_JOB, sealMail, type MailContent, type MailTemplate } from "./mail-job.ts";

/** Which flow a code is for: each has its own subject and wording, same layout. */
export type CodePurpose = "loginCode" | "changeEmail" | "confirmCurrentEmail" | "adminChangeEmail";

/**
 * The account e-mails better-auth's hooks and GraphQL send (codes, notices, invitations). Each
 * is a job on the mail queue (docs/decisions/105): the call returns once the job is stored, a
 * worker renders and sends it. With `tx` the job commits or rolls back with the change that causes
 * it; without, it is stored at once (no transaction is open there).
 */
export type AccountMail = {
  /** `expiresAt`: the code's own expiry; the mail is not tried after it. */
  code: (
    input: { to: string; code: string; purpose: CodePurpose; locale: Locale; expiresAt: Date },
    tx?: JobTransaction,
  ) => Promise<void>;
  /**
   * To the address an account just left (docs/decisions/044): its owner learns of the change
   * even when a stolen session or an admin made it, and whom to turn to.
   */
  emailChanged: (
    input: { to: string; newEmail: string; by: "self" | "admin"; locale: Locale },
    tx: JobTransaction,
  ) => Promise<void>;
  /**
   * Sign-up is off and this address has no account: the HTTP answer must not tell the two
   * cases apart (no enumeration), so the mailbox owner learns it here.
   */
  noAccount: (input: { to: string; locale: Locale }) => Promise<void>;
  /**
   * An invitation to an organization, new or resent (docs/decisions/111): tried until it
   * expires, and sent only while it is still pending.
   */
  invitation: (input: InvitationMailInput & { locale: Locale }) => Promise<void>;
};

/** How long a notice (no code in it) is tried for: as long as the longest code could be. */
const NOTICE_WINDOW_MS = 60 * 60 * 1000;

export function createAccountMail(deps: {
  env: Pick<Env, "authSecret">;
  jobs: Pick<JobQueue<AppJobs>, "send" | "sendNow">;
  /** The queue's clock (pg-boss's TestClock in tests). */
  now?: () => number;
}): AccountMail {
  const now = deps.now ?? Date.now;
  const enqueue = async (
    template: MailTemplate,
    locale: Locale,
    sendBy: Date,
    content: MailContent,
    tx?: JobTransaction,
  ) => {
    const payload = sealMail(deps.env.authSecret, { template, locale, sendBy }, content);
    if (tx) await deps.jobs.send(MAIL_JOB, payload, { tx });
    else await deps.jobs.sendNow(MAIL_JOB, payload);
  };
  return {
    code: ({ to, code, purpose, locale, expiresAt }, tx) =>
      enqueue(purpose, locale, expiresAt, { to, code }, tx),
    emailChanged: ({ to, newEmail, by, locale }, tx) =>
      enqueue("emailChanged", locale, new Date(now() + NOTICE_WINDOW_MS), { to, newEmail, by }, tx),
    noAccount: ({ to, locale }) =>
      enqueue("noAccount", locale, new Date(now() + NOTICE_WINDOW_MS), { to }),
    invitation: ({ locale, ...input }) =>
      enqueue("invitation", locale, input.expiresAt, invitationContent(input)),
  };
}

/** The paragraphs of each mail, as the worker renders it (server/email/mail-job.ts). */
export function mailParts(
  template: MailTemplate,
  content: MailContent,
  t: Translate,
  env: Pick<Env, "otpExpiresMinutes" | "baseUrl">,
  /** The job's clear fields: the invitation's date is its `sendBy`, in its language. */
  job: { locale: Locale; sendBy: string },
): { values?: Record<string, string>; parts: EmailPart[] } {
  switch (template) {
    case "invitation":
      return invitationParts(content, t, { ...job, env });
    case "emailChanged":
      return {
        parts: [
          {
            text: t(
              content.by === "admin" ? "email.emailChanged.introAdmin" : "email.emailChanged.intro",
              { email: content.newEmail ?? "" },
            ),
          },
          { text: t("email.emailChanged.sessions") },
          { text: t("email.emailChanged.help"), style: "footnote" },
        ],
      };
    case "webhookDisabled":
      return {
        values: { url: content.url ?? "" },
        parts: [
          { text: t("email.webhookDisabled.intro", { url: content.url ?? "" }) },
          { text: t("email.webhookDisabled.help"), style: "footnote" },
        ],
      };
    case "noAccount":
      return {
        parts: [
          { text: t("email.noAccount.intro") },
          { text: t("email.noAccount.help"), style: "footnote" },
        ],
      };
    default: {
      const code = content.code ?? "";
      return {
        values: { code },
        parts: [
          { text: t(`email.${template}.intro`) },
          { text: code, style: "code" },
          {
            text: t("email.loginCode.validity", { minutes: env.otpExpiresMinutes }),
            style: "footnote",
          },
        ],
      };
    }
  }
}
