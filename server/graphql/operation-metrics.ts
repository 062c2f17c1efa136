import { getOperationAST } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import { recording, signals, type Operation } from "../telemetry/signals.ts";
import { costOf } from "./cost.ts";

// groundwork.graphql.operation.duration and .cost (docs/decisions/123): one record per request,
// refusals included, from its parameters to its result. Nothing is measured while no metrics
// are installed (signals.ts): the hot path then pays one boolean read.

/** Distinct client-chosen names kept per process; past them a name reads "other". */
export const MAX_OPERATION_NAMES = 100;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** No document to name (refused before parsing: unknown persisted id, bad body…). */
const UNKNOWN: Operation = { name: "unknown", type: "unknown" };

type Measure = { started: number; persisted: boolean; operation: Operation };

export function useOperationMetrics(): Plugin {
  const measures = new WeakMap<Request, Measure>();
  // The web app's persisted operations are a fixed set; whole documents (API keys) name theirs
  // freely, so only the first MAX_OPERATION_NAMES distinct ones get their own series.
  const clientNames = new Set<string>();
  const bounded = (name: string | undefined, persisted: boolean) => {
    if (!name) return "anonymous";
    if (!NAME.test(name)) return "other";
    if (persisted || clientNames.has(name)) return name;
    if (clientNames.size >= MAX_OPERATION_NAMES) return "other";
    clientNames.add(name);
    return name;
  };
  return {
    onParams({ request, params }) {
      if (!recording()) return;
      // A hash names a stored operation, whose text wins over any sent along
      // (persisted-operations.ts); a stale or forged one is refused before parsing.
      const persistedQuery = params.extensions?.persistedQuery as
        { sha256Hash?: unknown } | undefined;
      const persisted = typeof persistedQuery?.sha256Hash === "string";
      measures.set(request, { started: performance.now(), persisted, operation: UNKNOWN });
    },
    onValidate({ params, context }) {
      const { request, params: requestParams } = context as YogaInitialContext;
      const measure = measures.get(request);
      if (!measure) return;
      const operation = getOperationAST(params.documentAST, requestParams.operationName);
      measure.operation = {
        name: bounded(operation?.name?.value, measure.persisted),
        type: operation?.operation ?? "unknown",
      };
    },
    onResultProcess({ request, result }) {
      const measure = measures.get(request);
      if (!measure) return;
      measures.delete(request);
      const seconds = (performance.now() - measure.started) / 1000;
      // Subscriptions and batches are not served (yoga.ts): such a result is a refusal.
      const failed =
        Symbol.asyncIterator in result || Array.isArray(result) || (result.errors?.length ?? 0) > 0;
      const record = signals();
      record.operation(measure.operation, seconds, failed ? "error" : "ok");
      const { requested, actual } = costOf(request);
      if (requested !== null) record.operationCost(measure.operation, requested, "requested");
      if (actual !== null) record.operationCost(measure.operation, actual, "actual");
    },
  };
}
