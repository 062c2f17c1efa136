import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type StoredMail = MailMessage & { id: number; from: string; sentAt: Date };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Messages kept by the development mailbox; none go there over SMTP unless kept. */
  mailbox: () => readonly StoredMail[];
};

const MAILBOX_SIZE = 100;

/**
 * How long an SMTP conversation may wait, in ms: together well within the mail job's timeout
 * (60 s, mail-job.ts). nodemailer's own (2 min to connect, 10 min idle) outlast it, and a job
 * its timeout fails is retried while the first conversation may still deliver: the message
 * would arrive twice. The URL's query (`?socketTimeout=…`) overrides them.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/** SMTP when a URL is configured, otherwise an in-memory development mailbox plus the log. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  /** Log what a kept message says (its code): development only, never in production. */
  logBodies: boolean;
  /**
   * Addresses kept in the in-memory mailbox even when SMTP is configured: the demo's seeded
   * accounts, whose codes visitors read on /dev/mailbox (server/demo-mode.ts).
   */
  keepInMailbox?: ReadonlySet<string>;
}): Mailer {
  const stored: StoredMail[] = [];
  let nextId = 1;
  const store = async (message: MailMessage) => {
    stored.unshift({ ...message, id: nextId++, from: options.from, sentAt: new Date() });
    stored.length = Math.min(stored.length, MAILBOX_SIZE);
    const body = options.logBodies ? `\n${message.text}` : "";
    options.logger.info({ to: message.to }, `mail kept in the mailbox: ${message.subject}${body}`);
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: options.smtpUrl });
    return {
      send: async (message) => {
        if (options.keepInMailbox?.has(message.to.toLowerCase())) return store(message);
        await transport.sendMail({ from: options.from, ...message });
      },
      mailbox: () => stored,
    };
  }
  return { send: store, mailbox: () => stored };
}
