import type { Plugin } from "graphql-yoga";
import { localeFromHeaders, translator } from "../i18n.ts";
import type { ApiErrorCode } from "#shared/api/error-codes";
import {
  CORS_HEADERS,
  credentialOf,
  isFromAppOrigin,
  isJsonContentType,
  PREFLIGHT_HEADERS,
} from "./origin-policy.ts";
import { paramsFromBody, paramsFromSearch } from "./request-params.ts";

// The HTTP rules of /graphql (docs/decisions/024-*), before yoga reads anything: preflights,
// the origin of cookie-authenticated requests, the content type, and our own parsers. Yoga's
// built-in CORS must be off (`cors: false`): it reflects any Origin with credentials.

function refusal(
  request: Request,
  status: number,
  code: ApiErrorCode,
  messageId: string,
  headers: Record<string, string> = {},
): Response {
  const message = translator(localeFromHeaders(request.headers))(messageId);
  return Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { ...CORS_HEADERS, ...headers } },
  );
}

export function useHttpGuard(options: { appOrigin: string }): Plugin {
  return {
    onRequest({ request, endResponse }) {
      const method = request.method.toUpperCase();
      if (method === "OPTIONS") {
        endResponse(new Response(null, { status: 204, headers: PREFLIGHT_HEADERS }));
        return;
      }
      if (
        credentialOf(request.headers) === "sessionCookie" &&
        !isFromAppOrigin(request, options.appOrigin)
      ) {
        endResponse(refusal(request, 403, "FORBIDDEN_ORIGIN", "api.errors.forbiddenOrigin"));
        return;
      }
      // Form, multipart, text/plain and application/graphql bodies are what a page on another
      // site can send without a preflight; the API reads JSON only.
      if (method === "POST" && !isJsonContentType(request.headers.get("content-type"))) {
        endResponse(
          refusal(request, 415, "UNSUPPORTED_MEDIA_TYPE", "api.errors.unsupportedMediaType", {
            "accept-post": "application/json",
          }),
        );
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
