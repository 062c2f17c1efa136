import { hasMessage, translator, type Locale } from "./i18n.ts";

const PREFIX = "auth.errorCodes.";

/**
 * better-auth, and our own refusals around it (auth-http.ts, demo-mode.ts), answer failures as
 * JSON `{ code, message }` with an English message. The message becomes the
 * `auth.errorCodes.<code>` translation in the request's language (issue 6), the one the web
 * app shows for that code; the code, the status, the headers and the rest of the body stay.
 * Successes, redirects and non-JSON answers pass through unread.
 */
export async function localiseAuthError(response: Response, locale: Locale): Promise<Response> {
  if (response.status < 400) return response;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return response;
  const text = await response.text();
  const init = { status: response.status, statusText: response.statusText };
  const body = parseObject(text);
  const id = body && messageId(body.code, response.status);
  if (!body || !id) return new Response(text, { ...init, headers: response.headers });
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const message = translator(locale)(id);
  return new Response(JSON.stringify({ ...body, message }), { ...init, headers });
}

function messageId(code: unknown, status: number): string | undefined {
  if (typeof code === "string" && hasMessage(`${PREFIX}${code}`)) return `${PREFIX}${code}`;
  // better-auth's rate limiter answers 429 without a code; the web app reads it the same way.
  if (code === undefined && status === 429) return `${PREFIX}TOO_MANY_REQUESTS`;
  return undefined;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
