import { createServer } from "node:http";
import type { Server } from "node:net";
import { SMTPServer } from "smtp-server";

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
  const messages: SinkMessage[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 5 * 1024 * 1024,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error: Error) => callback(error));
      stream.on("end", () => {
        try {
          const parsed = parseMessage(Buffer.concat(chunks).toString("latin1"));
          messages.push({
            id: nextId++,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            ...parsed,
            receivedAt: new Date().toISOString(),
          });
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
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

// --- A small MIME reader: enough for what nodemailer sends (multipart, base64, QP, UTF-8). ---

type Part = { headers: Map<string, string>; body: string };

function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const root = splitPart(raw);
  const found = { text: "", html: "" };
  collectBodies(root, found);
  return { subject: decodeWords(root.headers.get("subject") ?? ""), ...found };
}

/** Headers (unfolded, lower-case names) and body of a raw part; `raw` is latin1 (bytes). */
function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParams(value: string): { value: string; params: Map<string, string> } {
  const [first = "", ...rest] = value.split(";");
  const params = new Map<string, string>();
  for (const item of rest) {
    const eq = item.indexOf("=");
    if (eq > 0)
      params.set(
        item.slice(0, eq).trim().toLowerCase(),
        item
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, "$1"),
      );
  }
  return { value: first.trim().toLowerCase(), params };
}

function collectBodies(part: Part, found: { text: string; html: string }): void {
  const type = headerParams(part.headers.get("content-type") ?? "text/plain; charset=us-ascii");
  if (type.value.startsWith("multipart/")) {
    const boundary = type.params.get("boundary");
    if (!boundary) return;
    const sections = part.body.split(
      new RegExp(`^--${escapeRegExp(boundary)}(?:--)?[ \\t]*$`, "m"),
    );
    // sections[0] is the preamble, the last one the epilogue.
    for (const section of sections.slice(1, -1))
      collectBodies(splitPart(section.replace(/^\n/, "")), found);
    return;
  }
  const disposition = part.headers.get("content-disposition") ?? "";
  if (/^attachment/i.test(disposition)) return;
  const bytes = decodeTransfer(part.body, part.headers.get("content-transfer-encoding") ?? "7bit");
  const text = decodeCharset(bytes, type.params.get("charset") ?? "utf-8");
  if (type.value === "text/plain" && !found.text) found.text = text.replace(/\n$/, "");
  if (type.value === "text/html" && !found.html) found.html = text;
}

function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, "latin1");
  }
}

function decodeQuotedPrintable(body: string): Buffer {
  const unwrapped = body.replace(/[ \t]+$/gm, "").replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i++) {
    const char = unwrapped[i] ?? "";
    const hex = unwrapped.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(unwrapped.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString("utf8");
  }
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Caf=C3=A9?= or =?UTF-8?B?Q2Fmw6k=?=. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, charset: string, encoding: string, data: string) => {
        const bytes =
          encoding.toUpperCase() === "B"
            ? Buffer.from(data, "base64")
            : decodeQuotedPrintable(data.replace(/_/g, " "));
        return decodeCharset(bytes, charset);
      },
    );
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
