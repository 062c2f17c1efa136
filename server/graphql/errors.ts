import { GraphQLError, type ASTNode } from "graphql";
import type { z } from "zod";
import type { ApiErrorCode } from "#shared/api/error-codes";
import { issueMessage } from "#shared/validation/issue";
import type { Locale } from "../i18n.ts";
import { translator } from "../i18n.ts";

/** An expected failure in the request's language, with the offending input field if any. */
export function apiError(
  locale: Locale,
  code: ApiErrorCode,
  messageId: string,
  options: {
    field?: string;
    values?: Record<string, string | number>;
    status?: number;
    /** Response headers of a whole-request refusal (Retry-After). */
    headers?: Record<string, string>;
  } = {},
): GraphQLError {
  // An HTTP status only for whole-request refusals (bad key, rate limit); field errors ride
  // on a 200 response next to the data that was allowed.
  const { status, headers } = options;
  return new GraphQLError(translator(locale)(messageId, options.values), {
    extensions: {
      code,
      ...(options.field ? { field: options.field } : {}),
      ...(status ? { http: { status, ...(headers ? { headers } : {}) } } : {}),
    },
  });
}

type Deferred = { messageId: string; values?: Record<string, string | number> };
const deferred = new WeakMap<Error, Deferred>();

/**
 * For failures raised where the request is out of reach (scalar parsing, error masking,
 * document limits): the error reads in English until the response is written, where
 * `inRequestLanguage` (applied by yoga.ts) translates it.
 */
export function translateLater<Failure extends Error>(
  error: Failure,
  messageId: string,
  values?: Record<string, string | number>,
): Failure {
  deferred.set(error, { messageId, values });
  return error;
}

/** A refusal raised where the request is out of reach, in English until `inRequestLanguage`. */
export function refusalLater(
  code: ApiErrorCode,
  messageId: string,
  options: { nodes?: ASTNode; path?: readonly (string | number)[]; http?: object } = {},
  values?: Record<string, string | number>,
): GraphQLError {
  const { nodes, path, http } = options;
  const extensions = http ? { code, http } : { code };
  const error = new GraphQLError(translator("en")(messageId, values), { nodes, path, extensions });
  return translateLater(error, messageId, values);
}

/**
 * In the request's language if this error, or the one it wraps (graphql-js wraps scalar
 * failures), went through `translateLater`; otherwise unchanged.
 */
export function inRequestLanguage(error: GraphQLError, locale: Locale): GraphQLError {
  const original = error.originalError;
  const entry = deferred.get(error) ?? (original ? deferred.get(original) : undefined);
  if (!entry) return error;
  return copyError(error, translator(locale)(entry.messageId, entry.values), error.extensions);
}

/** The same error (where, what it wraps) with another message and extensions. */
export function copyError(
  error: GraphQLError,
  message: string,
  extensions: Record<string, unknown>,
): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

/**
 * Parses input with a shared zod schema (shared/validation). The first issue becomes a
 * VALIDATION error naming its field; zod's own messages (wrong type…) fall back to a
 * generic translated one.
 */
export function validate<Schema extends z.ZodType>(
  locale: Locale,
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { field, messageId, values } = issueMessage(result.error.issues[0]);
  throw apiError(locale, "VALIDATION", messageId, { field, values });
}

const prismaCode = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
/** Prisma's unique-constraint failure (P2002), from either driver adapter. */
export const isUniqueViolation = (error: unknown) => prismaCode(error) === "P2002";
/** Prisma's "record to update/delete not found" (P2025). */
export const isNotFound = (error: unknown) => prismaCode(error) === "P2025";
