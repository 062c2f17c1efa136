import type { GraphQLParams, Plugin } from "graphql-yoga";
import { z } from "zod";
import type { ApiErrorCode } from "#shared/api/error-codes";
import { apiKeyFromHeaders } from "../auth/api-keys.ts";
import { cookieNames } from "../http/cookies.ts";
import { localeFromHeaders, translator, type Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";

// The HTTP rules of /graphql (docs/decisions/024-*), before yoga reads anything: preflights,
// the origin of cookie-authenticated requests, the content type, and our own parsers. Browsers
// attach the session cookie to requests from any page of the same site (another port, a
// sibling subdomain), whatever SameSite says, so a cookie proves nothing about the page that
// sent the request: only Origin and Sec-Fetch-Site do. Yoga's built-in CORS must be off
// (`cors: false`): it reflects any Origin with credentials.

/**
 * The credential a request authenticates with. A key wins: the context then never reads the
 * cookie, so a request carrying both is the key's, from any origin. Any prefix of better-auth's
 * session cookie counts (`__Secure-` in production), and names come from the one Cookie
 * parser (http/cookies.ts), so no spelling reaches the session lookup without this guard.
 */
export function credentialOf(headers: Headers): "apiKey" | "sessionCookie" | "none" {
  if (apiKeyFromHeaders(headers) !== null) return "apiKey";
  const cookies = cookieNames(headers.get("cookie"));
  return cookies.some((name) => name.endsWith("session_token")) ? "sessionCookie" : "none";
}

/**
 * Whether a cookie-authenticated request comes from the app's own pages. Browsers send
 * Origin with every POST (same-origin ones included) and Sec-Fetch-Site with every request
 * since 2023; a GET without either is a typed-in URL or a non-browser client, and a GET
 * cannot run a mutation.
 */
function isFromAppOrigin(request: Request, appOrigin: string): boolean {
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  const safe = ["GET", "HEAD"].includes(request.method.toUpperCase());
  if (origin !== null && origin !== appOrigin) return false;
  if (site !== null && site !== "same-origin" && !(safe && site === "none")) return false;
  return origin !== null || safe;
}

/** `application/json`, in any case, with at most a UTF-8 charset parameter. */
function isJsonContentType(value: string | null): boolean {
  const [type, ...parameters] = (value ?? "").split(";").map((part) => part.trim().toLowerCase());
  return (
    type === "application/json" &&
    parameters.every((parameter) => parameter === "" || /^charset\s*=\s*"?utf-8"?$/.test(parameter))
  );
}

/**
 * CORS for API-key callers on other origins: readable answers, never credentials. With `*`
 * browsers refuse to attach cookies to a preflighted request, and a simple one that still
 * carries them is refused by `isFromAppOrigin`.
 */
const CORS_HEADERS = { "access-control-allow-origin": "*" };
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  "access-control-allow-methods": "GET, POST",
  "access-control-allow-headers": "authorization, x-api-key, content-type",
  "access-control-max-age": "600",
};

function refusal(request: Request, status: number, code: ApiErrorCode, messageId: string) {
  const message = translator(localeFromHeaders(request.headers))(messageId);
  const errors = [{ message, extensions: { code } }];
  const headers = new Headers(CORS_HEADERS);
  if (status === 415) headers.set("accept-post", "application/json");
  return Response.json({ errors }, { status, headers });
}

export function useHttpGuard(options: { appOrigin: string }): Plugin {
  return {
    onRequest({ request, endResponse }) {
      const method = request.method.toUpperCase();
      if (method === "OPTIONS") {
        endResponse(new Response(null, { status: 204, headers: PREFLIGHT_HEADERS }));
      } else if (
        credentialOf(request.headers) === "sessionCookie" &&
        !isFromAppOrigin(request, options.appOrigin)
      ) {
        endResponse(refusal(request, 403, "FORBIDDEN_ORIGIN", "api.errors.forbiddenOrigin"));
      } else if (method === "POST" && !isJsonContentType(request.headers.get("content-type"))) {
        // Form, multipart, text/plain and application/graphql bodies are what a page on another
        // site can send without a preflight; the API reads JSON only.
        const messageId = "api.errors.unsupportedMediaType";
        endResponse(refusal(request, 415, "UNSUPPORTED_MEDIA_TYPE", messageId));
      }
    },
    onRequestParse({ request, setRequestParser }) {
      const method = request.method.toUpperCase();
      if (method === "POST") setRequestParser(paramsFromBody);
      else if (method === "GET") setRequestParser(paramsFromSearch);
    },
    onResponse({ response }) {
      for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
    },
  };
}

// The GraphQL request itself (query, operationName, variables, extensions), from a JSON body
// or a GET's search parameters. Replaces yoga's parsers, whose GET parser turns bad JSON in
// `variables` into a 500 and whose refusals are English only: every malformed request is a
// translated 400 BAD_REQUEST naming the offending parameter.

/** More than any real operation declares (documents are capped at 1 500 tokens). */
export const MAX_VARIABLES = 100;

function badRequest(locale: Locale, messageId: string, field?: string, max?: number) {
  const values = max === undefined ? undefined : { max };
  return apiError(locale, "BAD_REQUEST", messageId, { field, values, status: 400 });
}

async function paramsFromBody(request: Request): Promise<GraphQLParams> {
  const locale = localeFromHeaders(request.headers);
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw badRequest(locale, "api.errors.invalidJson");
  }
  return checkParams(body, locale);
}

function paramsFromSearch(request: Request): GraphQLParams {
  const locale = localeFromHeaders(request.headers);
  const search = new URL(request.url).searchParams;
  const raw: Record<string, unknown> = {};
  for (const name of ["query", "operationName", "variables", "extensions"]) {
    const value = search.get(name);
    if (!value) continue;
    try {
      raw[name] = name === "variables" || name === "extensions" ? JSON.parse(value) : value;
    } catch {
      throw badRequest(locale, "api.errors.invalidRequest", name);
    }
  }
  return checkParams(raw, locale);
}

const text = z.string().nullish();
const object = z.record(z.string(), z.unknown()).nullish();
// Strict: an unknown parameter is refused; an array is a batch, and batching is off (ADR 016).
const paramsSchema = z.strictObject({
  query: text,
  operationName: text,
  variables: object,
  extensions: object,
});

function checkParams(body: unknown, locale: Locale): GraphQLParams {
  const parsed = paramsSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.code === "unrecognized_keys" ? issue.keys[0] : issue?.path[0];
    throw badRequest(locale, "api.errors.invalidRequest", field?.toString());
  }
  const { query, operationName, variables, extensions } = parsed.data;
  if (variables && Object.keys(variables).length > MAX_VARIABLES) {
    throw badRequest(locale, "api.errors.tooManyVariables", "variables", MAX_VARIABLES);
  }
  const persisted = extensions?.persistedQuery as { sha256Hash?: unknown } | null | undefined;
  if (typeof query !== "string" && typeof persisted?.sha256Hash !== "string") {
    throw badRequest(locale, "api.errors.invalidRequest", "query");
  }
  return {
    query: query ?? undefined,
    operationName: operationName ?? undefined,
    variables: variables ?? undefined,
    extensions: extensions ?? undefined,
  };
}
