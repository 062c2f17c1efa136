import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { getOperationAST, type GraphQLError, type ValidationContext } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import { createMemoryBudgets } from "../auth/budgets.ts";
import { createSessionLookup } from "../auth/session-lookup.ts";
import { createContext, type ClientAddress, type Context, type ServerContext } from "./context.ts";
import { useCost } from "./cost.ts";
import { DOCUMENT_LIMITS } from "./document-limits.ts";
import { useHttpGuard } from "./http-guard.ts";
import { useIntrospectionLimit } from "./introspection.ts";
import { useNoNulCharacters } from "./nul-characters.ts";
import { useRequestErrors } from "./request-errors.ts";
import { useOperationMetrics } from "./operation-metrics.ts";
import { maskErrors, useRequestLogFields, yogaLogger } from "./operations.ts";
import { silentLogger, type Logger } from "../logger.ts";
import {
  PERSISTED_OPERATIONS_FILE,
  persistedOperationStore,
  usePersistedOperations,
} from "./persisted-operations.ts";
import { apiError, translateLater } from "./errors.ts";
import { recordAuditEvent } from "../audit/record.ts";
import { schema } from "../schema/index.ts";
import { tracing } from "../telemetry/telemetry.ts";

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
  const traced = tracing();
  const store = persistedOperationStore(PERSISTED_OPERATIONS_FILE, env.nodeEnv === "development");
  return createYoga<ClientAddress>({
    schema,
    graphqlEndpoint: "/graphql",
    context: (initial) => createContext(server, initial),
    maskedErrors: { isDev: env.nodeEnv === "development", maskError: maskErrors(logger) },
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
      // First: its clock starts before any other plugin's work (docs/decisions/123).
      useOperationMetrics(),
      useRequestLogFields(),
      useHttpGuard({ appOrigin: new URL(env.baseUrl).origin }),
      usePersistedOperations(store),
      useNoNulCharacters(),
      EnvelopArmorPlugin({
        // Depth counts fields: Relay composes a page from one fragment per component, and a
        // spread or an inline fragment nests no data (armor's default counted each as a level).
        maxDepth: { n: DOCUMENT_LIMITS.maxDepth, flattenFragments: true, onReject: tagLimitError },
        maxAliases: { n: DOCUMENT_LIMITS.maxAliases, onReject: tagLimitError },
        maxDirectives: { n: DOCUMENT_LIMITS.maxDirectives, onReject: tagLimitError },
        maxTokens: { n: DOCUMENT_LIMITS.maxTokens, onReject: tagLimitError },
        // Armor's cost reads literals only (`first: $n` escaped it): useCost instead.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: env.isProduction },
      }),
      useIntrospectionLimit(),
      useCost(DOCUMENT_LIMITS.maxCost, server.sessionBudgets),
      useDemoMode(env.demoMode),
      useRequestErrors(),
      // The graphql.execute span and the operation's attributes, when tracing is on (ADR 122).
      ...(traced ? [traced.graphql] : []),
    ],
  });
}

/** DEMO_MODE: every mutation is refused before it runs (the product's read-only demo). */
function useDemoMode(enabled: boolean): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = enabled ? getOperationAST(args.document, args.operationName) : null;
      if (operation?.operation === "mutation") {
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

export type GraphQLServer = ReturnType<typeof createGraphQL>;
