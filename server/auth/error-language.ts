import { APIError } from "better-auth/api";
import type { ApiErrorCode } from "#shared/api/error-codes";
import { hasMessage, translator, type Locale } from "../i18n.ts";

const PREFIX = "auth.errorCodes.";

/**
 * Refusals answered as server failures: the passkey plugin answers any answer that does not
 * check out (SimpleWebAuthn throws on a malformed one) with a 500 (docs/decisions/118). An
 * after-hook cannot change it: better-auth keeps the status of the error the route threw.
 */
const REFUSALS_ANSWERED_AS_500 = new Set(["FAILED_TO_VERIFY_REGISTRATION"]);

/**
 * better-auth and our refusals around it answer failures as JSON `{ code, message }` in
 * English. The message becomes the `auth.errorCodes.<code>` translation in the request's
 * language, the one the web app shows; the rest stays. A failure without a code (a bare message
 * or an empty body) gets its status's, so every failure has a stable code. Successes and
 * redirects pass through unread.
 */
export async function localiseAuthError(response: Response, locale: Locale): Promise<Response> {
  if (response.status < 400) return response;
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  const parsed: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  const isObject = parsed && typeof parsed === "object" && !Array.isArray(parsed);
  const body = (isObject ? parsed : {}) as Record<string, unknown>;
  const code = typeof body.code === "string" ? body.code : codeOfStatus(response.status);
  const id = `${PREFIX}${code}`;
  // VALIDATION messages name the broken rule of one field and are written in the request's
  // language where they are raised (server/auth/input.ts).
  const keep = code === "VALIDATION" && typeof body.message === "string";
  const message = keep || !hasMessage(id) ? body.message : translator(locale)(id);
  const refused = response.status === 500 && REFUSALS_ANSWERED_AS_500.has(code);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(
    JSON.stringify({
      ...body,
      code,
      message: message ?? translator(locale)(`${PREFIX}UNKNOWN_ERROR`),
    }),
    refused
      ? { status: 400, headers }
      : { status: response.status, statusText: response.statusText, headers },
  );
}

/**
 * One of our refusals on better-auth's routes: the code only. Its message is written by
 * `localiseAuthError` on REST and by graphql/write-errors.ts when GraphQL called the route.
 */
export function authRefusal(
  status: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND",
  code: ApiErrorCode,
): APIError {
  return new APIError(status, { code });
}

const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  415: "UNSUPPORTED_MEDIA_TYPE",
  // better-auth's per-IP rate limiter answers without a code.
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

function codeOfStatus(status: number): ApiErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
}
