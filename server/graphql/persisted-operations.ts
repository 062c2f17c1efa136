import { readFileSync } from "node:fs";
import type { Plugin } from "graphql-yoga";
import { arbitraryDocumentRequests } from "./context.ts";
import { credentialOf } from "./origin-policy.ts";
import { localeFromHeaders } from "../i18n.ts";
import { fromProjectRoot } from "../paths.ts";
import { apiError } from "../schema/errors.ts";

// The web client's operations, written by relay-compiler (`persistConfig` in relay.config.js)
// as { sha256(text): text } and committed. The client sends only the hash
// (`extensions.persistedQuery.sha256Hash`, the convention graphql-yoga's own plugin reads).
// A dozen lines instead of @graphql-yoga/plugin-persisted-operations: same wire format, no
// new dependency, and it lets arbitrary documents through for authenticated callers
// (docs/decisions/016-graphql-limits-and-persisted-operations.md).
export const PERSISTED_OPERATIONS_FILE = fromProjectRoot("persisted-queries.json");

type Store = { get: (hash: string) => string | undefined };

/** Reads the file once; in development it is re-read on a miss, as relay-compiler rewrites it. */
export function persistedOperationStore(file: string, reloadOnMiss: boolean): Store {
  const load = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    } catch {
      return {};
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

export function usePersistedOperations(store: Store): Plugin {
  return {
    onParams({ params, request, setParams }) {
      const persisted = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)
        ?.sha256Hash;
      const locale = () => localeFromHeaders(request.headers);
      if (typeof persisted === "string") {
        const query = store.get(persisted);
        // Thrown, not setResult: yoga's own params check (query required) runs after us.
        if (query === undefined) {
          throw apiError(
            locale(),
            "PERSISTED_QUERY_NOT_FOUND",
            "api.errors.persistedQueryNotFound",
            {
              status: 400,
            },
          );
        }
        // The stored text wins over any `query` sent along with the hash.
        setParams({ ...params, query });
        return;
      }
      arbitraryDocumentRequests.add(request);
      // Cheap refusal before parsing; a forged credential is caught in createContext.
      if (credentialOf(request.headers) === "none") {
        throw apiError(locale(), "UNAUTHENTICATED", "api.errors.persistedOnly", { status: 401 });
      }
    },
  };
}
