import { GraphQLError } from "graphql";
import type { z } from "zod";
import { REPOSITORY_VALIDATION_VALUES } from "#shared/validation/repository";
import { USER_VALIDATION_VALUES } from "#shared/validation/user";
import type { Locale } from "../i18n.ts";
import { translator } from "../i18n.ts";

/**
 * The stable machine codes of expected failures (`extensions.code`); third parties branch on
 * them, so they only ever get added (docs/api-changelog.md). Anything else is masked.
 */
export type ApiErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "VALIDATION"
  | "NAME_ALREADY_USED"
  | "EMAIL_ALREADY_USED"
  | "DEMO_MODE"
  | "RATE_LIMITED"
  | "PERSISTED_QUERY_NOT_FOUND"
  | "QUERY_TOO_COMPLEX"
  | "IMPERSONATION_FORBIDDEN"
  | "API_KEY_LIMIT_REACHED"
  // A step that needs a recent sign-in, from an older session: sign in again (REST's code).
  | "SESSION_EXPIRED"
  | "SERVICE_UNAVAILABLE"
  // Whole-request refusals, before any GraphQL runs (docs/decisions/024-*).
  | "BAD_REQUEST"
  | "FORBIDDEN_ORIGIN"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "PAYLOAD_TOO_LARGE";

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

/**
 * In the request's language if this error, or the one it wraps (graphql-js wraps scalar
 * failures), went through `translateLater`; otherwise unchanged.
 */
export function inRequestLanguage(error: GraphQLError, locale: Locale): GraphQLError {
  const original = error.originalError;
  const entry = deferred.get(error) ?? (original ? deferred.get(original) : undefined);
  if (!entry) return error;
  return new GraphQLError(translator(locale)(entry.messageId, entry.values), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

const VALUES = { ...REPOSITORY_VALIDATION_VALUES, ...USER_VALIDATION_VALUES };

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
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
  const messageId =
    issue && /^[a-z]+\.validation\.[A-Za-z]+$/.test(issue.message)
      ? issue.message
      : "api.errors.validation";
  return throwError(
    apiError(locale, "VALIDATION", messageId, { field, values: VALUES[messageId] }),
  );
}

function throwError(error: GraphQLError): never {
  throw error;
}

/** Prisma's unique-constraint failure (P2002), from either driver adapter. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    (error as { code: unknown }).code === "P2002"
  );
}

/** Prisma's "record to update/delete not found" (P2025). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    (error as { code: unknown }).code === "P2025"
  );
}
