import { getOperationAST } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import { recording, signals, type Operation } from "../telemetry/signals.ts";
import type { Context } from "./context.ts";
import { costOf } from "./cost.ts";

// groundwork.graphql.operation.duration and .cost (docs/decisions/123): one record per request,
// refusals included, from its parameters to its result. Nothing is measured while no metrics
// are installed (signals.ts): the hot path then pays one boolean read.
// The name is settled at the end: parsing and validation run before createContext checks the
// credential, so a name read there is anyone's. A whole document's name counts (and takes one of
// the capped slots) only once it validated and the context holds an authenticated caller;
// a stored operation's name is the web app's, whoever sends it.

/** Distinct client-chosen names kept per process; past them a name reads "other". */
export const MAX_OPERATION_NAMES = 100;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** No document to name (refused before parsing: unknown persisted id, bad body…). */
const UNKNOWN: Operation = { name: "unknown", type: "unknown" };

type Measure = {
  started: number;
  persisted: boolean;
  /** The document's operation, its name as sent: not yet trusted. */
  sent: { name: string | undefined; type: string } | null;
  /** Settled once executed by an authenticated caller, or from a stored operation. */
  operation: Operation | null;
};

export function useOperationMetrics(): Plugin {
  const measures = new WeakMap<Request, Measure>();
  // The web app's persisted operations are a fixed set; whole documents (API keys) name theirs
  // freely, so only the first MAX_OPERATION_NAMES distinct ones get their own series.
  const clientNames = new Set<string>();
  const bounded = (name: string, persisted: boolean) => {
    if (!NAME.test(name)) return "other";
    if (persisted || clientNames.has(name)) return name;
    if (clientNames.size >= MAX_OPERATION_NAMES) return "other";
    clientNames.add(name);
    return name;
  };
  const settled = (measure: Measure): Operation => {
    if (measure.operation) return measure.operation;
    const { sent } = measure;
    if (!sent) return UNKNOWN;
    // A stored operation's text is the web app's: its name is one of a fixed set.
    if (measure.persisted && sent.name) return { name: bounded(sent.name, true), type: sent.type };
    // Nameless, whoever sent it; named but invalid or refused: not the caller's to choose.
    return { name: sent.name ? "unknown" : "anonymous", type: sent.type };
  };
  return {
    onParams({ request, params }) {
      if (!recording()) return;
      // A hash names a stored operation, whose text wins over any sent along
      // (persisted-operations.ts); a stale or forged one is refused before parsing.
      const persistedQuery = params.extensions?.persistedQuery as
        { sha256Hash?: unknown } | undefined;
      const persisted = typeof persistedQuery?.sha256Hash === "string";
      measures.set(request, {
        started: performance.now(),
        persisted,
        sent: null,
        operation: null,
      });
    },
    onValidate({ params, context }) {
      const { request, params: requestParams } = context as YogaInitialContext;
      const measure = measures.get(request);
      if (!measure) return;
      const operation = getOperationAST(params.documentAST, requestParams.operationName);
      measure.sent = { name: operation?.name?.value, type: operation?.operation ?? "unknown" };
    },
    onExecute({ args }) {
      // Runs only for a valid document, after createContext accepted the caller.
      const context = args.contextValue as Context & YogaInitialContext;
      const measure = measures.get(context.request);
      if (!measure?.sent || measure.persisted || !context.principal) return;
      const { name, type } = measure.sent;
      measure.operation = { name: name ? bounded(name, false) : "anonymous", type };
    },
    onResultProcess({ request, result }) {
      const measure = measures.get(request);
      if (!measure) return;
      measures.delete(request);
      const seconds = (performance.now() - measure.started) / 1000;
      // Subscriptions and batches are not served (yoga.ts): such a result is a refusal.
      const failed =
        Symbol.asyncIterator in result || Array.isArray(result) || (result.errors?.length ?? 0) > 0;
      const operation = settled(measure);
      const record = signals();
      record.operation(operation, seconds, failed ? "error" : "ok");
      const { requested, actual } = costOf(request);
      if (requested !== null) record.operationCost(operation, requested, "requested");
      if (actual !== null) record.operationCost(operation, actual, "actual");
    },
  };
}
