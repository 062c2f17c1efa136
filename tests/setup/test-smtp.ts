import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type TestSmtp = {
  /** SMTP_URL for the app under test. */
  url: string;
  /** Recipients (RCPT TO) and raw text of each accepted message, in order. */
  accepted: { to: string; text: string }[];
  /** How many deliveries were refused while `down`. */
  refused: number;
  /** While true every recipient is refused with a 451 that names it, as real servers do. */
  down: boolean;
  close: () => Promise<void>;
};

/** A real SMTP server on a free loopback port, that a test can take down and bring back. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const state: Omit<TestSmtp, "url" | "close"> = { accepted: [], refused: 0, down: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!state.down) return callback();
      state.refused++;
      const error = new Error(`<${address.address}>: mailbox temporarily unavailable`);
      callback(Object.assign(error, { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(",");
        state.accepted.push({ to, text: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
