import { readFileSync } from "node:fs";
import {
  usePersistedOperations as usePersistedOperationsPlugin,
  type ExtractPersistedOperationId,
} from "@graphql-yoga/plugin-persisted-operations";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { arbitraryDocumentRequests } from "./context.ts";
import { isIntrospectionQuery } from "./introspection.ts";
import { credentialOf } from "./http-guard.ts";
import { localeFromHeaders } from "../i18n.ts";
import { fromProjectRoot } from "../paths.ts";
import { apiError } from "./errors.ts";
import type { ApiErrorCode } from "#shared/api/error-codes";

// The web client's operations, written by relay-compiler (`persistConfig` in relay.config.js)
// as { sha256(text): text } and committed. The client sends only the hash
// (`extensions.persistedQuery.sha256Hash`). @graphql-yoga/plugin-persisted-operations looks it
// up; whole documents pass only for authenticated callers
// (docs/decisions/016-graphql-limits-and-persisted-operations.md).
export const PERSISTED_OPERATIONS_FILE = fromProjectRoot("persisted-queries.json");

type Store = { get: (hash: string) => string | undefined };

/** Reads the file once; in development it is re-read on a miss, as relay-compiler rewrites it. */
export function persistedOperationStore(file: string, reloadOnMiss: boolean): Store {
  const load = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    } catch {
      return {}; // absent, or being rewritten
    }
  };
  let operations = load();
  return {
    get: (hash) => {
      if (!Object.hasOwn(operations, hash) && reloadOnMiss) operations = load();
      return Object.hasOwn(operations, hash) ? operations[hash] : undefined;
    },
  };
}

/**
 * The hash, whatever `version` says: the plugin's default extractor wants `version: 1`, and
 * any other value then fell to its untranslated "id required" error.
 */
const persistedId: ExtractPersistedOperationId = (params) => {
  const persisted = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  return typeof persisted?.sha256Hash === "string" ? persisted.sha256Hash : null;
};

export function usePersistedOperations(store: Store): Plugin {
  const refusal =
    (code: ApiErrorCode, messageId: string, status: number) =>
    ({ request }: { request: Request }) =>
      apiError(localeFromHeaders(request.headers), code, messageId, { status });
  const plugin = usePersistedOperationsPlugin({
    getPersistedOperation: (hash) => store.get(hash) ?? null,
    extractPersistedOperationId: persistedId,
    allowArbitraryOperations: (request) => {
      // Marked for createContext, which refuses a forged or expired credential once it knows.
      arbitraryDocumentRequests.add(request);
      // Cheap refusal before parsing.
      return credentialOf(request.headers) !== "none";
    },
    customErrors: {
      notFound: refusal("PERSISTED_QUERY_NOT_FOUND", "api.errors.persistedQueryNotFound", 400),
      persistedQueryOnly: refusal("UNAUTHENTICATED", "api.errors.persistedOnly", 401),
      // http-guard.ts already refuses a body with neither a query nor a hash.
      keyNotFound: refusal("BAD_REQUEST", "api.errors.invalidRequest", 400),
    },
  });
  return {
    ...plugin,
    // The plugin treats any `query` as a whole document; here the stored text wins over a
    // `query` sent along with a hash, so a hash never opens the arbitrary-document path.
    onParams: (payload) => {
      const params: GraphQLParams = payload.params;
      const onParams = plugin.onParams?.bind(plugin);
      if (!onParams) return;
      if (persistedId(params, payload.request, payload.context) !== null && params.query) {
        return onParams({ ...payload, params: { ...params, query: undefined } });
      }
      // Reading the schema needs no credential (docs/decisions/080): such a
      // document skips the plugin, so it is not marked for createContext's refusal either.
      if (params.query && isIntrospectionQuery(params.query)) return;
      return onParams(payload);
    },
  };
}
