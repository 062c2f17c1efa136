import { context, SpanStatusCode, trace, type Tracer } from "@opentelemetry/api";
import { getOperationAST } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import { costReport } from "../graphql/cost.ts";
import type { Context } from "../graphql/context.ts";
import { serverSpan } from "./request-attributes.ts";

// The `graphql.execute` span, through envelop's instrumentation hook (the one Hive's
// OpenTelemetry plugin uses): it wraps execution in the span's context, so the resolver spans
// (Pothos) and Prisma's become its children. @envelop/opentelemetry would bring a second,
// 1.x sdk-trace-base; Hive's plugin a gateway runtime (docs/decisions/122).

export const ATTR_OPERATION_NAME = "graphql.operation.name";
export const ATTR_OPERATION_TYPE = "graphql.operation.type";
export const ATTR_COST_REQUESTED = "groundwork.graphql.cost.requested";
export const ATTR_COST_ACTUAL = "groundwork.graphql.cost.actual";
export const ATTR_API_KEY_ID = "groundwork.api_key.id";

/** Whether the active span (the request's, when no graphql.execute was made) is sampled. */
const recording = () => trace.getActiveSpan()?.isRecording() === true;

export function useGraphQLTracing(tracer: Tracer): Plugin {
  return {
    instrumentation: {
      // An unsampled request's spans record nothing: it runs in the server span's context as
      // it is, without a span, an id or a context switch of its own. With the resolvers' and
      // requestAttributes' skips and pg's metrics, OpenTelemetry's CPU per first page at 10 %
      // fell 27 % in profiles (ADR 128).
      execute: (_payload, wrapped) =>
        !recording()
          ? wrapped()
          : tracer.startActiveSpan("graphql.execute", (span) => {
              const ended = (error?: unknown) => {
                if (error) span.setStatus({ code: SpanStatusCode.ERROR });
                span.end();
              };
              try {
                const result = wrapped();
                if (result instanceof Promise) {
                  return result.then(
                    () => ended(),
                    (error: unknown) => {
                      ended(error);
                      throw error;
                    },
                  );
                }
                ended();
                return result;
              } catch (error) {
                ended(error);
                throw error;
              }
            }),
    },
    onExecute({ args }) {
      if (!recording()) return;
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      const contextValue = args.contextValue as Partial<Context>;
      const attributes = {
        // As the access log cuts it (server/graphql/operations.ts): the client chose it.
        ...(operation?.name ? { [ATTR_OPERATION_NAME]: operation.name.value.slice(0, 100) } : {}),
        ...(operation ? { [ATTR_OPERATION_TYPE]: operation.operation } : {}),
        ...(contextValue.principal?.apiKeyId
          ? { [ATTR_API_KEY_ID]: contextValue.principal.apiKeyId }
          : {}),
      };
      // onExecute runs inside the instrumentation above: the active span is graphql.execute.
      trace.getActiveSpan()?.setAttributes(attributes);
      serverSpan()?.setAttributes(attributes);
    },
    onResponse({ request }) {
      const span = serverSpan() ?? trace.getSpan(context.active());
      if (!span?.isRecording()) return;
      const report = costReport(request as YogaInitialContext["request"]);
      if (!report) return;
      span.setAttribute(ATTR_COST_REQUESTED, report.requested);
      if (report.actual !== null) span.setAttribute(ATTR_COST_ACTUAL, report.actual);
    },
  };
}
