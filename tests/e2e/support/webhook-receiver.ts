import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A webhook receiver on loopback for the end-to-end tests: it records each request and
// answers 200 with a small JSON body. The e2e servers run with WEBHOOK_ALLOW_PRIVATE=true
// (instances.ts), so they may call 127.0.0.1. E2E_RECEIVER_PORT picks the first of a range of
// ports (one per Playwright worker); without it the system chooses a free port.

export type ReceivedRequest = {
  path: string;
  headers: Record<string, string>;
  body: string;
};

export type Receiver = {
  /** The address to register, ending in a path of its own. */
  url: (path: string) => string;
  /** What arrived at `path` so far, oldest first. */
  received: (path: string) => ReceivedRequest[];
  close: () => Promise<void>;
};

/** What the receiver answers: the response excerpt the delivery log shows. */
export const RECEIVER_ANSWER = '{"received":true,"by":"e2e-receiver"}';

const flat = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, [value ?? ""].flat().join(", ")]),
  );

export async function startReceiver(workerIndex: number): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        path: request.url ?? "/",
        headers: flat(request.headers),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(RECEIVER_ANSWER);
    });
  });
  const base = process.env.E2E_RECEIVER_PORT;
  const port = base ? Number(base) + workerIndex : 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${bound}${path}`,
    received: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
