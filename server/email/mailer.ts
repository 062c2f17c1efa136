import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type StoredMail = MailMessage & { id: number; from: string; sentAt: Date };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /** Messages kept by the development mailbox; empty when mail goes out over SMTP. */
  mailbox: () => readonly StoredMail[];
};

const MAILBOX_SIZE = 100;

/** SMTP when a URL is configured, otherwise an in-memory development mailbox plus the log. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      mailbox: () => [],
    };
  }
  const stored: StoredMail[] = [];
  let nextId = 1;
  return {
    send: async (message) => {
      stored.unshift({ ...message, id: nextId++, from: options.from, sentAt: new Date() });
      stored.length = Math.min(stored.length, MAILBOX_SIZE);
      options.log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
    },
    mailbox: () => stored,
  };
}
