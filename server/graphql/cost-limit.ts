import type { Plugin, YogaInitialContext } from "graphql-yoga";
import { localeFromHeaders } from "../i18n.ts";
import { assertPageSize, type PageArgs } from "../pagination/connection.ts";
import { apiError } from "./errors.ts";
import { queryCost } from "./query-cost.ts";

// The per-request cost limit (docs/decisions/024-*), checked once the document is valid and
// before the context (session or key lookup) or any resolver runs: a refused operation costs
// no SQL. graphql-armor's cost rule read only literals, so `first: $n` escaped it.
//
// A refusal is thrown rather than set as the validation result: yoga caches validation
// results per document, and this one depends on the variables.

const requestedCosts = new WeakMap<Request, number>();

/** The cost computed for this request's operation, for its budget (cost-budget.ts). */
export function requestedCostOf(request: Request): number {
  return requestedCosts.get(request) ?? 0;
}

export function useCostLimit(maxCost: number): Plugin {
  return {
    onValidate({ params: { schema, documentAST }, context }) {
      return ({ valid }) => {
        if (!valid) return;
        const { request, params } = context as YogaInitialContext;
        const locale = localeFromHeaders(request.headers);
        const cost = queryCost({
          schema,
          document: documentAST,
          operationName: params.operationName,
          variables: params.variables,
          onConnection: (args) => assertPageSize(args as PageArgs, locale, 400),
        });
        // Unknown (bad variables): execution refuses the request before any resolver runs.
        requestedCosts.set(request, cost ?? 0);
        if (cost !== null && cost > maxCost) {
          throw apiError(locale, "QUERY_TOO_COMPLEX", "api.errors.queryTooComplex", {
            status: 400,
          });
        }
      };
    },
  };
}
