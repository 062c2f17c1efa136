import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import {
  GraphQLError,
  type DefinitionNode,
  type ExecutionResult,
  type ValidationContext,
} from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { createMemoryBudgets } from "../auth/budgets.ts";
import { createSessionLookup } from "../auth/session-lookup.ts";
import { createContext, type ClientAddress, type Context, type ServerContext } from "./context.ts";
import { isDatabaseUnavailable } from "../db/database-unavailable.ts";
import { useCostBudget } from "./cost-budget.ts";
import { useCostLimit } from "./cost-limit.ts";
import { DOCUMENT_LIMITS } from "./document-limits.ts";
import { useHttpGuard } from "./http-guard.ts";
import { useIntrospectionLimit } from "./introspection.ts";
import { useNoNulCharacters } from "./nul-characters.ts";
import { useRequestErrors } from "./request-errors.ts";
import {
  loggedWhenMasking,
  serviceUnavailableError,
  useRequestLogFields,
  yogaLogger,
} from "./operations.ts";
import { localeFromHeaders, type Locale } from "../i18n.ts";
import { silentLogger, type Logger } from "../logger.ts";
import {
  PERSISTED_OPERATIONS_FILE,
  persistedOperationStore,
  usePersistedOperations,
} from "./persisted-operations.ts";
import { apiError, inRequestLanguage, translateLater } from "./errors.ts";
import { recordAuditEvent } from "../audit/record.ts";
import { schema } from "../schema/index.ts";

export { DOCUMENT_LIMITS };

// graphql-armor's errors carry no code; third parties get a stable one, and a message in
// their language instead of armor's English.
const tagLimitError = [
  (_context: ValidationContext | null, error: GraphQLError) => {
    (error.extensions as Record<string, unknown>).code = "QUERY_TOO_COMPLEX";
    // A 400 for every client, as the variable-aware cost limit answers (ADR 024).
    (error.extensions as Record<string, unknown>).http = { status: 400, spec: false };
    translateLater(error, "api.errors.queryTooComplex");
  },
];

/** The GraphQL endpoint, exported apart from the listening process so tests call `yoga.fetch`. */
export function createGraphQL(
  shared: Omit<ServerContext, "lookupSession" | "sessionBudgets">,
  options: { logger?: Logger } = {},
) {
  const server: ServerContext = {
    ...shared,
    lookupSession: createSessionLookup(shared.auth, shared.prisma),
    sessionBudgets: createMemoryBudgets(),
  };
  const { env } = server;
  const logger = options.logger ?? silentLogger;
  const store = persistedOperationStore(PERSISTED_OPERATIONS_FILE, env.nodeEnv === "development");
  return createYoga<ClientAddress>({
    schema,
    graphqlEndpoint: "/graphql",
    context: (initial) => createContext(server, initial),
    maskedErrors: {
      isDev: env.nodeEnv === "development",
      // Expected failures are GraphQLErrors with a code and pass through; the rest is logged
      // and masked. Pothos' argument errors (bad global id, bad cursor) become VALIDATION.
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof Error && original.name === "PothosValidationError") {
          // The client's input, not a failure of ours: info, and no stack (issue 32).
          logger.info(
            { code: "VALIDATION", reason: original.message.slice(0, 200) },
            "invalid input",
          );
          loggedWhenMasking(error);
          // maskError has no context: English here, the request's language in useRequestLanguage.
          const { message: text, extensions } = apiError(
            "en",
            "VALIDATION",
            "api.errors.validation",
          );
          const path = error instanceof GraphQLError ? error.path : undefined;
          return translateLater(
            new GraphQLError(text, { path, extensions }),
            "api.errors.validation",
          );
        }
        if (original === undefined || original instanceof GraphQLError) {
          return maskError(error, message, isDev);
        }
        loggedWhenMasking(error);
        if (isDatabaseUnavailable(original)) {
          logger.warn({ err: original }, "database unavailable");
          return serviceUnavailableError(error instanceof GraphQLError ? error.path : undefined);
        }
        logger.error({ err: original }, "unexpected GraphQL error");
        return translateLater(maskError(error, message, isDev), "api.errors.unexpected");
      },
    },
    batching: false,
    // The app refuses bodies over 1 MiB before yoga (server/http/body-limit.ts). Yoga's own
    // limit wrapped every body in a counting stream and a new Request (docs/decisions/061).
    maxRequestBodySize: false,
    // Yoga's CORS reflects any Origin with credentials; useHttpGuard answers instead (ADR 024).
    cors: false,
    // The playground is served before yoga, precompressed (server/http/graphiql.ts).
    graphiql: false,
    landingPage: false,
    logging: yogaLogger(logger),
    plugins: [
      useRequestLogFields(),
      useHttpGuard({ appOrigin: new URL(env.baseUrl).origin }),
      usePersistedOperations(store),
      useNoNulCharacters(),
      EnvelopArmorPlugin({
        maxDepth: { n: DOCUMENT_LIMITS.maxDepth, onReject: tagLimitError },
        maxAliases: { n: DOCUMENT_LIMITS.maxAliases, onReject: tagLimitError },
        maxDirectives: { n: DOCUMENT_LIMITS.maxDirectives, onReject: tagLimitError },
        maxTokens: { n: DOCUMENT_LIMITS.maxTokens, onReject: tagLimitError },
        // Armor's cost reads literals only (`first: $n` escaped it): useCostLimit instead.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: env.isProduction },
      }),
      useIntrospectionLimit(),
      useCostLimit(DOCUMENT_LIMITS.maxCost),
      useCostBudget(server.sessionBudgets),
      useDemoMode(env.demoMode),
      useRequestErrors(),
      useRequestLanguage(),
    ],
  });
}

/** DEMO_MODE: every mutation is refused before it runs (the product's read-only demo). */
function useDemoMode(enabled: boolean): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (!enabled) return;
      const operation = args.document.definitions.find(
        (definition: DefinitionNode) =>
          definition.kind === "OperationDefinition" &&
          (args.operationName == null || definition.name?.value === args.operationName),
      );
      if (operation?.kind === "OperationDefinition" && operation.operation === "mutation") {
        const context = args.contextValue as Partial<Context>;
        const locale = context.locale ?? "en";
        if (context.prisma) {
          await recordAuditEvent(context.prisma, {
            action: "DEMO_REFUSAL",
            targetType: "Operation",
            targetId: operation.name?.value ?? null,
          });
        }
        setResultAndStopExecution({
          errors: [apiError(locale, "DEMO_MODE", "api.errors.demoMode")],
        });
      }
    },
  };
}

/** Translates the errors raised before the request's language was known (`translateLater`). */
function useRequestLanguage(): Plugin {
  const translate = (result: ExecutionResult, locale: Locale): ExecutionResult =>
    result.errors
      ? { ...result, errors: result.errors.map((error) => inRequestLanguage(error, locale)) }
      : result;
  return {
    onResultProcess({ request, result, setResult }) {
      // Subscriptions (async iterables) are not served; batches are off but cost nothing here.
      if (Symbol.asyncIterator in result) return;
      const locale = localeFromHeaders(request.headers);
      setResult(
        Array.isArray(result)
          ? result.map((item) => translate(item, locale))
          : translate(result, locale),
      );
    },
  };
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
