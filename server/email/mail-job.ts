import { z } from "zod";
import { LOCALES, type Locale } from "#shared/i18n/locales";
import { translator } from "../i18n.ts";
import { defineJob, type JobContext } from "../jobs/define.ts";
import { currentRequest, runInRequest } from "../logger.ts";
import { retryWindows, type RetryPolicy } from "../jobs/retry-policy.ts";
import { mailParts } from "./account-mail.ts";
import { layoutEmail } from "./email-layout.tsx";
import { invitationPending } from "./invitation-mail.ts";
import { cachedSealKey, seal, unseal } from "../crypto/seal.ts";

// Every account e-mail is a job on one queue (docs/decisions/105). The payload shows what kind
// of mail it is, its language and until when it may be sent; the recipient and the code or new
// address are sealed (server/crypto/seal.ts). The worker opens, renders and sends it.

export const MAIL_JOB = "mail.send";

export const MAIL_TEMPLATES = [
  "loginCode",
  "changeEmail",
  "confirmCurrentEmail",
  "adminChangeEmail",
  "emailChanged",
  "noAccount",
  // An outbound webhook endpoint disabled after failing for 3 days (docs/decisions/107).
  "webhookDisabled",
  // An invitation to an organization, new or resent (docs/decisions/111).
  "invitation",
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** What is sealed: never in the clear in pgboss.job, a backup or the Jobs screen. */
const contentSchema = z.object({
  to: z.string(),
  code: z.string().optional(),
  newEmail: z.string().optional(),
  by: z.enum(["self", "admin"]).optional(),
  /** webhookDisabled: the endpoint's URL. */
  url: z.string().optional(),
  /** invitation: its id (the link), and the names and roles as the mail shows them. */
  invitationId: z.string().optional(),
  organization: z.string().optional(),
  inviter: z.string().optional(),
  roles: z.array(z.string()).optional(),
});
export type MailContent = z.infer<typeof contentSchema>;

const payloadSchema = z.object({
  template: z.enum(MAIL_TEMPLATES),
  locale: z.enum(LOCALES),
  /** The code's expiry (a notice's: an hour): not tried after it, deleted unsent at it. */
  sendBy: z.iso.datetime(),
  sealed: z.string().max(4096),
  /** The request that asked for it: the worker's log lines about it carry its id. */
  requestId: z.string().max(100).optional(),
});
type MailPayload = z.infer<typeof payloadSchema>;

// The first retry after about a second, doubling up to every 30 s, for as long as the code is
// valid (OTP_EXPIRES_MINUTES, at most 60): 1+2+4+8+16 s, then 30 s each, spans an hour within
// 125 retries at the shortest draws. retentionSeconds (the code's validity) ends it before that.
export const MAIL_RETRY: RetryPolicy = {
  retries: 125,
  delaySeconds: 1,
  backoff: true,
  maxDelaySeconds: 30,
};
// A completed mail job is deleted after an hour: the sealed payload does not linger either.
const DELETE_AFTER_SECONDS = 60 * 60;

const bound = (payload: Pick<MailPayload, "template" | "locale" | "sendBy">) =>
  `${payload.template}|${payload.locale}|${payload.sendBy}`;

const keyFor = (authSecret: string) => cachedSealKey(authSecret, "mailJob");

/** The payload of a mail job, its content sealed with a key derived from AUTH_SECRET. */
export function sealMail(
  authSecret: string,
  clear: { template: MailTemplate; locale: Locale; sendBy: Date },
  content: MailContent,
): MailPayload {
  const head = {
    template: clear.template,
    locale: clear.locale,
    sendBy: clear.sendBy.toISOString(),
  };
  const requestId = currentRequest()?.requestId;
  return {
    ...head,
    sealed: seal(keyFor(authSecret), content, bound(head)),
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * An SMTP error in words without the recipient: servers echo it ("550 <a@b>: no such user"),
 * and the words end up in the log and in the job's output, which the Jobs screen shows.
 */
export function describeSendError(error: unknown, to: string): string {
  const { name, message, code, responseCode } = (error ?? {}) as {
    name?: string;
    message?: string;
    code?: string;
    responseCode?: number;
  };
  const words = [name ?? "Error", code, responseCode, message ?? String(error)]
    .filter((part) => part !== undefined && part !== "")
    .join(" ");
  const recipient = new RegExp(to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  return words
    .replace(recipient, "[recipient]")
    .replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, "[address]")
    .slice(0, 500);
}

export const mailJob = defineJob({
  name: MAIL_JOB,
  payload: payloadSchema,
  retry: MAIL_RETRY,
  // One SMTP conversation, itself bounded well within this (SMTP_TIMEOUTS, mailer.ts).
  timeoutSeconds: 60,
  // A code must reach SMTP within a second: the send wakes a worker (LISTEN/NOTIFY).
  notify: true,
  // Eight SMTP conversations at a time per worker: two slots fetching up to four jobs each, and
  // again at once while full. 20 codes asked at once reach SMTP at p95 0.6–0.9 s; one job per
  // slot and poll (eight slots) gave 1.2–1.4 s (ADR 105).
  concurrency: 2,
  batch: 4,
  sendOptions: ({ sendBy }, now) => ({
    // Waiting (created or retrying) no longer than the code is valid: then deleted, unsent.
    retentionSeconds: Math.max(1, Math.ceil((Date.parse(sendBy) - now.getTime()) / 1000)),
    deleteAfterSeconds: DELETE_AFTER_SECONDS,
  }),
  handler: (payload, context) =>
    payload.requestId
      ? runInRequest({ requestId: payload.requestId }, () => sendMail(payload, context))
      : sendMail(payload, context),
});

async function sendMail(
  payload: MailPayload,
  { prisma, services, logger, now, retryCount }: JobContext,
): Promise<object | void> {
  const { template } = payload;
  const deadline = Date.parse(payload.sendBy);
  // Fetched after its code expired (the workers were down, or a retry drawn late): a code
  // nobody can use any more is not sent. Logged once: the job completes here.
  if (now().getTime() >= deadline) {
    logger.error({ template, attempts: retryCount }, "a mail expired before it could be sent");
    return { sent: false, reason: "expired" };
  }
  let content: MailContent;
  try {
    content = contentSchema.parse(
      unseal(keyFor(services.env.authSecret), payload.sealed, bound(payload)),
    );
  } catch (error) {
    // Sealed under another AUTH_SECRET, or altered: no retry can open it.
    const reason = error instanceof Error ? error.message : "unreadable";
    logger.error({ template, reason }, "a mail job's payload does not open: not sent");
    return { sent: false, reason: "unreadable" };
  }
  // An invitation cancelled, answered or gone since: its link would only say so.
  if (template === "invitation" && !(await invitationPending(prisma, content, now()))) {
    logger.info({ template }, "an invitation's mail was not sent: it is no longer pending");
    return { sent: false, reason: "not-pending" };
  }
  const t = translator(payload.locale);
  const { values, parts } = mailParts(template, content, t, services.env, payload);
  const message = await layoutEmail({
    to: content.to,
    locale: payload.locale,
    key: template,
    values,
    parts,
  });
  try {
    await services.mailer.send(message);
  } catch (error) {
    const reason = describeSendError(error, content.to);
    const next = retryWindows(MAIL_RETRY)[retryCount];
    // No retry left, or the next one may start after the code expired: this was the last
    // chance. Logged once, and the job completes (its output says why) instead of waiting.
    // A code's validity ends first; an invitation (7 days) outlasts the retries (about an hour).
    if (!next || now().getTime() + next.max * 1000 >= deadline) {
      logger.error(
        { template, attempts: retryCount + 1, reason },
        next
          ? "gave up sending a mail: the SMTP server refused it until its code expired"
          : "gave up sending a mail: the SMTP server refused every attempt",
      );
      return { sent: false, reason: next ? "expired" : "retries-exhausted", error: reason };
    }
    if (retryCount === 0) {
      logger.warn({ template, reason }, "sending a mail failed: it is tried again while valid");
    }
    throw new Error(reason);
  }
}
