import { OTP_ALPHABET } from "#shared/validation/one-time-code";
import type { TestApp } from "./test-app.ts";

// Small request helpers for the auth tests: JSON in, status + JSON out.

export type JsonResponse = { status: number; body: Record<string, unknown>; response: Response };

export async function postJson(
  app: TestApp,
  path: string,
  body: unknown,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
  const headers = new Headers(options.headers);
  headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  const response = await app.request(path, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, body: await jsonOf(response), response };
}

export async function getJson(app: TestApp, path: string, cookie?: string): Promise<JsonResponse> {
  const response = await app.request(path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await jsonOf(response), response };
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.clone().text();
  if (!text) return {};
  try {
    return (JSON.parse(text) ?? {}) as Record<string, unknown>;
  } catch {
    return { text };
  }
}

export const sendCode = (app: TestApp, email: string, headers?: Record<string, string>) =>
  postJson(
    app,
    "/api/auth/email-otp/send-verification-otp",
    { email, type: "sign-in" },
    { headers },
  );

export const signInWithCode = (app: TestApp, email: string, otp: string) =>
  postJson(app, "/api/auth/sign-in/email-otp", { email, otp });

/**
 * A well-formed code that is certainly not the right one: each symbol moved one place along
 * the alphabet, so it differs everywhere yet passes validation and counts as a guess.
 */
export const wrongCode = (code: string) =>
  [...code]
    .map((symbol) => OTP_ALPHABET[(OTP_ALPHABET.indexOf(symbol) + 1) % OTP_ALPHABET.length])
    .join("");

export async function sessionUser(app: TestApp, cookie: string) {
  const { body } = await getJson(app, "/api/auth/get-session", cookie);
  return (body as { user?: { id: string; email: string; role?: string } } | null)?.user ?? null;
}
