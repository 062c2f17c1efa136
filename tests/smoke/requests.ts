import { request as httpRequest } from "node:http";
import { OTP_ALPHABET, OTP_LENGTH } from "#shared/validation/one-time-code";
import type { SinkMessage } from "../e2e/support/smtp-sink.ts";

// HTTP as a browser or a load balancer would send it to the production server.

export type Reply = { status: number; headers: Headers; body: Record<string, unknown> };

export type Client = {
  call: (
    path: string,
    init?: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
  ) => Promise<Reply>;
  graphql: (query: string, cookie?: string, headers?: Record<string, string>) => Promise<Reply>;
  signIn: (email: string) => Promise<{ cookie: string; code: string }>;
};

export function client(baseUrl: string, messages: SinkMessage[]): Client {
  const call: Client["call"] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    // better-auth refuses a POST whose Origin is not the configured BASE_URL.
    headers.set("origin", baseUrl);
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.body !== undefined) headers.set("content-type", "application/json");
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = (JSON.parse(text) ?? {}) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: response.status, headers: response.headers, body };
  };

  return {
    call,
    graphql: (query, cookie, headers) => call("/graphql", { body: { query }, cookie, headers }),
    async signIn(email) {
      const before = messages.length;
      const sent = await call("/api/auth/email-otp/send-verification-otp", {
        body: { email, type: "sign-in" },
      });
      if (sent.status !== 200) throw new Error(`sending a code: ${sent.status}`);
      const code = await codeFor(messages, before, email);
      const response = await fetch(`${baseUrl}/api/auth/sign-in/email-otp`, {
        method: "POST",
        headers: { origin: baseUrl, "content-type": "application/json" },
        body: JSON.stringify({ email, otp: code }),
      });
      if (response.status !== 200) throw new Error(`signing in: ${response.status}`);
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      return { cookie, code };
    },
  };
}

/** The code, alone on its line of the e-mail's text. */
const CODE_LINE = new RegExp(`^\\s*([${OTP_ALPHABET}]{${OTP_LENGTH}})\\s*$`, "m");

async function codeFor(messages: SinkMessage[], after: number, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = messages.slice(after).find((message) => message.to.includes(email));
    const code = mail && CODE_LINE.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

export type InFlight = {
  /** Sends the rest of every body; resolves with each request's status, or its error. */
  finish: () => Promise<Array<number | Error>>;
};

/**
 * Opens `count` POST /graphql requests and sends their headers and half their body, so the
 * server has begun every one of them (each is "in flight") but can answer none yet.
 */
export function openRequests(
  baseUrl: string,
  count: number,
  query: string,
  cookie: string,
): InFlight {
  const body = Buffer.from(JSON.stringify({ query }));
  const half = Math.floor(body.length / 2);
  const { hostname, port } = new URL(baseUrl);
  const requests = Array.from({ length: count }, () => {
    const request = httpRequest({
      host: hostname,
      port,
      method: "POST",
      path: "/graphql",
      agent: false,
      headers: {
        origin: baseUrl,
        cookie,
        "content-type": "application/json",
        "content-length": String(body.length),
      },
    });
    const outcome = new Promise<number | Error>((resolve) => {
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", resolve);
      });
      request.on("error", resolve);
    });
    request.flushHeaders();
    request.write(body.subarray(0, half));
    return { request, outcome };
  });
  return {
    finish: () => {
      for (const { request } of requests) request.end(body.subarray(half));
      return Promise.all(requests.map(({ outcome }) => outcome));
    },
  };
}
