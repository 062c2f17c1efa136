import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.ts";
import { mailJob } from "./mail-job.ts";
import { createMailer, SMTP_TIMEOUTS } from "./mailer.ts";

// An SMTP server that accepts the connection and never says a word: the conversation must end
// before the mail job's timeout, or the retry the timeout causes could deliver a second copy.
let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const socket of sockets.splice(0)) socket.destroy();
  const closing = server;
  server = undefined;
  if (closing) await new Promise((resolve) => closing.close(resolve));
});

async function silentServer(): Promise<{ port: number; connected: Promise<void> }> {
  let connected!: () => void;
  const connection = new Promise<void>((resolve) => (connected = resolve));
  server = createServer((socket) => {
    sockets.push(socket);
    connected();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, connected: connection };
}

const message = { to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>" };
const mailer = (url: string) =>
  createMailer({
    smtpUrl: url,
    from: "app@example.com",
    logger: createLogger({ nodeEnv: "test", logLevel: "silent" }),
    logBodies: false,
  });

describe("the SMTP conversation's bounds", () => {
  it("end within the mail job's timeout, each phase and all together", () => {
    const total =
      SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(total).toBeLessThan(mailJob.timeoutSeconds * 1000);
  });

  it("gives up on a server that never greets after the greeting bound, not nodemailer's 30 s", async () => {
    const { port, connected } = await silentServer();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const sending = mailer(`smtp://127.0.0.1:${port}`).send(message);
    const outcome = sending.then(
      () => "sent",
      (error: Error) => error.message,
    );
    await connected;
    await vi.advanceTimersByTimeAsync(SMTP_TIMEOUTS.greetingTimeout - 1);
    expect(await Promise.race([outcome, Promise.resolve("waiting")])).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(/greeting never received/i);
  }, 5_000);

  it("takes the URL's own bound over the default", async () => {
    const { port, connected } = await silentServer();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const outcome = mailer(`smtp://127.0.0.1:${port}?greetingTimeout=500`)
      .send(message)
      .then(
        () => "sent",
        (error: Error) => error.message,
      );
    await connected;
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toMatch(/greeting never received/i);
  });
});
