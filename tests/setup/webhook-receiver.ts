import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A webhook endpoint on loopback (node:http) for the webhook tests: it keeps what it received
// and answers what the test says (a status, a body, a redirect, or nothing for a while).

export type Received = { headers: IncomingHttpHeaders; body: string; path: string };

export type Answer = {
  status: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Holds the answer until the test releases it (a timeout's test). */
  hold?: Promise<void>;
};

export type WebhookReceiver = {
  url: string;
  port: number;
  received: Received[];
  /** What the next requests are answered (default 200 "ok"). */
  answer: (answer: Answer | ((received: Received) => Answer)) => void;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  let answer: Answer | ((received: Received) => Answer) = { status: 200, body: "ok" };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        path: request.url ?? "/",
      };
      received.push(entry);
      const reply = typeof answer === "function" ? answer(entry) : answer;
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, reply.headers ?? {});
        response.end(reply.body ?? "");
      };
      if (reply.hold) void reply.hold.then(send);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    answer: (next) => void (answer = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
