import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../server/http/body-limit.ts";
import { createHttpServer } from "../../server/http/http-server.ts";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";

// A client that sends `Expect: 100-continue` waits for leave before uploading its body. One
// that declares more than the limit must be refused at once, not told to send megabytes that
// are then thrown away; a body within the limit is asked for as before.

let app: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  // As server/index.ts binds the app.
  const listener = getRequestListener(app.fetch);
  server = createHttpServer();
  server.on("request", (request, response) => void listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await app?.close();
});

/** Sends the head only, then `body` once told to continue; resolves with all bytes read. */
function exchange(length: number, body = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.startsWith("HTTP/1.1 100 Continue\r\n\r\n") && body) {
        socket.write(body);
        body = "";
      }
      if (/\r\n\r\n[\s\S]*\}$/.test(received.replace(/^HTTP\/1.1 100 Continue\r\n\r\n/, ""))) {
        socket.end();
      }
    });
    socket.on("end", () => resolve(received));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
    // Within the test's own 30 s, with room for a busy machine: what arrived, if it stalls.
    socket.setTimeout(20_000, () => socket.destroy(new Error(`timed out: ${received}`)));
    socket.write(
      [
        "POST /graphql HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Origin: ${BASE_URL}`,
        "Content-Type: application/json",
        "Accept-Language: fr",
        "Expect: 100-continue",
        `Content-Length: ${length}`,
        "",
        "",
      ].join("\r\n"),
    );
  });
}

describe("Expect: 100-continue", () => {
  it("refuses a body declared over the limit before the client sends it", async () => {
    const answer = await exchange(MAX_BODY_BYTES + 1);
    expect(answer).not.toContain("100 Continue");
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
    // In the request's language, as every refusal.
    expect(answer).toMatch(/"message":"[^"]*(trop|volumineu)/i);
  });

  it("asks for a body within the limit, and answers it", async () => {
    const body = JSON.stringify({ query: "{ __typename }" });
    const answer = await exchange(Buffer.byteLength(body), body);
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(answer).toContain('"data":{"__typename":"Query"}');
  });
});
