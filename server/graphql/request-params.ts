import type { GraphQLParams } from "graphql-yoga";
import { z } from "zod";
import { localeFromHeaders, type Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";

// The GraphQL request itself (query, operationName, variables, extensions), read from a JSON
// body or a GET's search parameters. Replaces yoga's parsers, whose GET parser turns bad JSON
// in `variables` into a 500 and whose refusals are English only: every malformed request is
// a translated 400 BAD_REQUEST naming the offending parameter.

/** More than any real operation declares (documents are capped at 1 500 tokens). */
export const MAX_VARIABLES = 100;

const PARAMETERS = ["query", "operationName", "variables", "extensions"] as const;
const JSON_PARAMETERS = new Set(["variables", "extensions"]);

function badRequest(
  locale: Locale,
  messageId: string,
  field?: string,
  values?: Record<string, number>,
) {
  return apiError(locale, "BAD_REQUEST", messageId, { field, values, status: 400 });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function paramsFromBody(request: Request): Promise<GraphQLParams> {
  const locale = localeFromHeaders(request.headers);
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw badRequest(locale, "api.errors.invalidJson");
  }
  return checkParams(body, locale);
}

export function paramsFromSearch(request: Request): GraphQLParams {
  const locale = localeFromHeaders(request.headers);
  const search = new URL(request.url).searchParams;
  const raw: Record<string, unknown> = {};
  for (const name of PARAMETERS) {
    const value = search.get(name);
    if (!value) continue;
    try {
      raw[name] = JSON_PARAMETERS.has(name) ? JSON.parse(value) : value;
    } catch {
      throw badRequest(locale, "api.errors.invalidRequest", name);
    }
  }
  return checkParams(raw, locale);
}

const text = z.string().nullish();
const object = z.record(z.string(), z.unknown()).nullish();
const paramsSchema = z.object({
  query: text,
  operationName: text,
  variables: object,
  extensions: object,
});

function checkParams(body: unknown, locale: Locale): GraphQLParams {
  // An array is a batch, and batching is off (docs/decisions/016-*).
  if (!isPlainObject(body)) throw badRequest(locale, "api.errors.invalidRequest");
  for (const [name, value] of Object.entries(body)) {
    if (value != null && !(PARAMETERS as readonly string[]).includes(name)) {
      throw badRequest(locale, "api.errors.invalidRequest", name);
    }
  }
  const parsed = paramsSchema.safeParse(body);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0]);
    throw badRequest(locale, "api.errors.invalidRequest", field);
  }
  const { query, operationName, variables, extensions } = parsed.data;
  if (variables && Object.keys(variables).length > MAX_VARIABLES) {
    throw badRequest(locale, "api.errors.tooManyVariables", "variables", { max: MAX_VARIABLES });
  }
  const persisted =
    isPlainObject(extensions?.persistedQuery) &&
    typeof extensions.persistedQuery.sha256Hash === "string";
  if (typeof query !== "string" && !persisted) {
    throw badRequest(locale, "api.errors.invalidRequest", "query");
  }
  return {
    query: query ?? undefined,
    operationName: operationName ?? undefined,
    variables: variables ?? undefined,
    extensions: extensions ?? undefined,
  };
}
