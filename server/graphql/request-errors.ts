import {
  coerceInputValue,
  isInputType,
  Kind,
  typeFromAST,
  type ExecutionArgs,
  type GraphQLError,
  type VariableDefinitionNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { localeFromHeaders, type Locale } from "../i18n.ts";
import type { ApiErrorCode } from "#shared/api/error-codes";
import { apiError, copyError, inRequestLanguage } from "./errors.ts";

// The spec's "request errors" raised by the executor itself, before any resolver: variables
// that do not coerce to their declared type (a string for an Int, null or nothing for an ID!)
// and an operation name that picks no operation. The executor's errors carry no code (or
// OPERATION_RESOLUTION_FAILURE, which the API does not document) and read in English only
//. Each becomes a documented code in the request's language: VALIDATION naming the
// variable (`field`, down to the offending input field), or BAD_REQUEST on `operationName`.

const BAD_REQUEST = { status: 400, spec: false } as const;

type Variables = Record<string, unknown>;

export function useRequestErrors(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          // Request errors come alone: a result that has data (even null) was executed.
          if (Symbol.asyncIterator in result || "data" in result || !result.errors) return;
          const locale = (args.contextValue as { locale?: Locale }).locale ?? "en";
          setResult({
            ...result,
            errors: result.errors.map((error) => variableError(error, args, locale)),
          });
        },
      };
    },
    // Yoga's own refusals, in English, and the errors raised before the request's language was
    // known (`translateLater`), in the request's language. Subscriptions are not served, and
    // batching is off.
    onResultProcess({ request, result, setResult }) {
      if (Symbol.asyncIterator in result || Array.isArray(result) || !result.errors) return;
      const locale = localeFromHeaders(request.headers);
      const translate = (error: GraphQLError) =>
        inRequestLanguage(yogaRefusal(error, locale), locale);
      setResult({ ...result, errors: result.errors.map(translate) });
    },
  };
}

/**
 * Yoga picks the operation while parsing (to refuse mutations over GET), the executor again:
 * either may find none, with the same undocumented code.
 */
function yogaRefusal(error: GraphQLError, locale: Locale): GraphQLError {
  if (error.extensions.code === "OPERATION_RESOLUTION_FAILURE") {
    return refusal(locale, "BAD_REQUEST", "api.errors.operationName", { field: "operationName" });
  }
  // A mutation sent with GET: the only 405 on /graphql.
  const http = error.extensions.http as { status?: number } | undefined;
  if (error.extensions.code === "BAD_REQUEST" && http?.status === 405) {
    const { message } = apiError(locale, "BAD_REQUEST", "api.errors.mutationViaGet");
    return copyError(error, message, error.extensions);
  }
  return error;
}

function variableError(error: GraphQLError, args: ExecutionArgs, locale: Locale): GraphQLError {
  const node = error.nodes?.[0];
  const code = error.extensions.code;
  if (node?.kind === Kind.VARIABLE_DEFINITION) {
    const variables = (args.variableValues ?? {}) as Variables;
    const field = offendingField(node, args, variables);
    // A scalar's own failure (DateTime…) already has a code and a translated message.
    if (typeof code === "string") return withExtensions(error, { field, http: BAD_REQUEST });
    const name = node.variable.name.value;
    const missing = !Object.hasOwn(variables, name) || variables[name] === null;
    const messageId = missing ? "api.errors.variableRequired" : "api.errors.variableInvalid";
    return refusal(locale, "VALIDATION", messageId, { field, name: `$${missing ? name : field}` });
  }
  // "Too many errors processing variables", after the fifty that say which.
  if (code === undefined) {
    return refusal(locale, "VALIDATION", "api.errors.validation", { field: "variables" });
  }
  return error;
}

function refusal(
  locale: Locale,
  code: ApiErrorCode,
  messageId: string,
  { field, name }: { field: string; name?: string },
): GraphQLError {
  const error = apiError(locale, code, messageId, { field, values: name ? { name } : undefined });
  return withExtensions(error, { http: BAD_REQUEST });
}

function withExtensions(error: GraphQLError, extensions: Record<string, unknown>): GraphQLError {
  return copyError(error, error.message, { ...error.extensions, ...extensions });
}

/** `v`, or the path inside it where coercion first fails (`input.link`, `ids.3`). */
function offendingField(
  node: VariableDefinitionNode,
  args: ExecutionArgs,
  variables: Variables,
): string {
  const name = node.variable.name.value;
  const type = typeFromAST(args.schema, node.type);
  if (!type || !isInputType(type) || variables[name] == null) return name;
  let path: readonly (string | number)[] | undefined;
  coerceInputValue(variables[name], type, (at) => {
    path ??= at;
  });
  return [name, ...(path ?? [])].join(".");
}
