import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import {
  GraphQLError,
  type DefinitionNode,
  type ExecutionResult,
  type ValidationContext,
} from "graphql";
import { createYoga, maskError, type GraphiQLOptions, type Plugin } from "graphql-yoga";
import { createContext, type Context, type ServerContext } from "./context.ts";
import { localeFromHeaders, type Locale } from "./i18n.ts";
import {
  PERSISTED_OPERATIONS_FILE,
  persistedOperationStore,
  usePersistedOperations,
} from "./persisted-operations.ts";
import { apiError, inRequestLanguage, translateLater } from "./schema/errors.ts";
import { schema } from "./schema/index.ts";

/**
 * Document limits, checked while parsing and validating: before the context (session or
 * API-key lookup) and any resolver touch the database. Sized for the web client's largest
 * operation with room to spare (docs/decisions/016-*).
 */
export const DOCUMENT_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 1500,
  maxCost: 5000,
} as const;

// graphql-armor's errors carry no code; third parties get a stable one, and a message in
// their language instead of armor's English.
const tagLimitError = [
  (_context: ValidationContext | null, error: GraphQLError) => {
    (error.extensions as Record<string, unknown>).code = "QUERY_TOO_COMPLEX";
    translateLater(error, "api.errors.queryTooComplex");
  },
];

/** The GraphQL endpoint, exported apart from the listening process so tests call `yoga.fetch`. */
export function createGraphQL(
  server: ServerContext,
  options: { log?: (message: string) => void } = {},
) {
  const { env } = server;
  const log = options.log ?? ((message: string) => console.error(message));
  const store = persistedOperationStore(PERSISTED_OPERATIONS_FILE, env.nodeEnv === "development");
  return createYoga({
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
        log(
          `[graphql] unexpected error: ${original instanceof Error ? original.stack : String(original)}`,
        );
        return translateLater(maskError(error, message, isDev), "api.errors.unexpected");
      },
    },
    batching: false,
    graphiql: { title: "Groundwork API" },
    renderGraphiQL: playgroundRenderer(),
    landingPage: false,
    logging: env.nodeEnv === "test" ? false : "info",
    plugins: [
      usePersistedOperations(store),
      EnvelopArmorPlugin({
        maxDepth: { n: DOCUMENT_LIMITS.maxDepth, onReject: tagLimitError },
        maxAliases: { n: DOCUMENT_LIMITS.maxAliases, onReject: tagLimitError },
        maxDirectives: { n: DOCUMENT_LIMITS.maxDirectives, onReject: tagLimitError },
        maxTokens: { n: DOCUMENT_LIMITS.maxTokens, onReject: tagLimitError },
        costLimit: { maxCost: DOCUMENT_LIMITS.maxCost, onReject: tagLimitError },
        blockFieldSuggestion: { enabled: env.isProduction },
      }),
      useDemoMode(env.demoMode),
      useRequestLanguage(),
    ],
  });
}

/**
 * The playground page with GraphiQL inlined (@graphql-yoga/render-graphiql, about 9 MB of
 * HTML) instead of yoga's default page, which loads it from unpkg.com and so stays blank
 * offline or behind a strict network policy. The module (~0.2 s to load) is imported on the
 * first visit rather than at every server and test start, and the page rendered once: the
 * options are constant.
 */
function playgroundRenderer(): (options: GraphiQLOptions) => Promise<string> {
  let page: Promise<string> | undefined;
  return (options) =>
    (page ??= import("@graphql-yoga/render-graphiql").then(({ renderGraphiQL }) =>
      renderGraphiQL(options),
    ));
}

/** DEMO_MODE: every mutation is refused before it runs (the spec's read-only demo). */
function useDemoMode(enabled: boolean): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!enabled) return;
      const operation = args.document.definitions.find(
        (definition: DefinitionNode) =>
          definition.kind === "OperationDefinition" &&
          (args.operationName == null || definition.name?.value === args.operationName),
      );
      if (operation?.kind === "OperationDefinition" && operation.operation === "mutation") {
        const locale = (args.contextValue as Partial<Context>).locale ?? "en";
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
