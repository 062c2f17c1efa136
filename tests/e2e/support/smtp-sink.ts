import { createServer } from "node:http";
import type { Server } from "node:net";

// A real SMTP server on loopback for the e2e suite. The app under test (Playwright's
// webServer) delivers its sign-in codes here over SMTP, exactly as in production; the
// tests, which run in worker processes, read them back over a small loopback HTTP API:
//   GET /health                       → {"status":"ok"}
//   GET /messages?to=<address>&after=<id> → {"messages":[SinkMessage, …]} (oldest first)
// Used as Playwright's globalSetup (default export; the returned function closes it).

export type SinkMessage = {
  /** Increases with every message received; use it to wait for mail newer than a point. */
  id: number;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
};

const HOST = "127.0.0.1";

/** Ports shared by the config (SMTP_URL), the sink and the fixtures; override with env. */
export function sinkPorts(): { smtp: number; http: number } {
  return {
    smtp: Number(process.env.E2E_SMTP_PORT ?? 2525),
    http: Number(process.env.E2E_MAILBOX_PORT ?? 2526),
  };
}

export function smtpUrl(): string {
  return `smtp://${HOST}:${sinkPorts().smtp}`;
}

export function mailboxUrl(): string {
  return `http://${HOST}:${sinkPorts().http}`;
}

export type SmtpSink = { messages: SinkMessage[]; close: () => Promise<void> };

export async function startSmtpSink(ports = sinkPorts()): Promise<SmtpSink> {
  // Loaded here, not at the top: playwright.config.ts and the fixtures import this file for
  // its addresses, in the runner and in every worker process, which never start the sink.
  const [{ simpleParser }, { SMTPServer }] = await Promise.all([
    import("mailparser"),
    import("smtp-server"),
  ]);
  const messages: SinkMessage[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 5 * 1024 * 1024,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      // mailparser reads what nodemailer sends (multipart, base64, quoted-printable, encoded
      // words) as any mail client would.
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            id: nextId++,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: mail.subject ?? "",
            text: (mail.text ?? "").replace(/\n$/, ""),
            html: typeof mail.html === "string" ? mail.html : "",
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });

  // smtp-server re-emits socket and listen errors on itself: without a listener they would
  // crash Playwright's runner. Listen errors also reject `listen` below.
  smtp.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EADDRINUSE") {
      console.warn(`e2e SMTP sink: ${error.message}`);
    }
  });

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${HOST}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "GET") return send(405, { error: "method not allowed" });
    if (url.pathname === "/health") return send(200, { status: "ok" });
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const after = Number(url.searchParams.get("after") ?? 0);
      return send(200, {
        messages: messages.filter((m) => m.id > after && (!to || m.to.includes(to))),
      });
    }
    return send(404, { error: "not found" });
  });

  await listen(smtp.server, ports.smtp, () => smtp.listen(ports.smtp, HOST));
  try {
    await listen(http, ports.http, () => http.listen(ports.http, HOST));
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    messages,
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

function listen(server: Server, port: number, start: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `e2e SMTP sink: port ${port} on ${HOST} is in use (set E2E_SMTP_PORT / E2E_MAILBOX_PORT)`,
            )
          : error,
      );
    };
    server.once("error", onError);
    server.once("listening", () => {
      server.off("error", onError);
      resolve();
    });
    start();
  });
}

/** Playwright globalSetup: starts the sink, returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const sink = await startSmtpSink();
  return () => sink.close();
}
