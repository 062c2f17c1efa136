import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// An OTLP/HTTP receiver for tests (OTEL_EXPORTER_OTLP_PROTOCOL=http/json): keeps every span
// posted to /v1/traces, flattened, and the names of the metrics posted to /v1/metrics; every
// body as received (`bodies`), for checks that a value is nowhere in what left the process.
// `answer` sets the status of the next answers (a collector refusing exports).

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: AnyValue[] };
};
type KeyValue = { key: string; value?: AnyValue };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
  events?: { name: string; attributes?: KeyValue[] }[];
  status?: { code?: number; message?: string };
  links?: { traceId: string; spanId: string }[];
};
type TracesBody = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
};
type MetricsBody = { resourceMetrics?: { scopeMetrics?: { metrics?: { name: string }[] }[] }[] };

export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
  status: { code?: number; message?: string };
  resource: Record<string, unknown>;
  /** The spans it links to (a batch's run links to each job's send). */
  links: { traceId: string; spanId: string }[];
  /** Every attribute value of the span and its events, as text, for leak checks. */
  text: string;
};

const valueOf = (value: AnyValue | undefined): unknown =>
  value?.stringValue ??
  (value?.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value?.doubleValue ??
  value?.boolValue ??
  value?.arrayValue?.values?.map(valueOf);

const attributesOf = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const metricNames = new Set<string>();
  const bodies: string[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      bodies.push(Buffer.concat(chunks).toString("utf8"));
      if (state.status !== 200) {
        response.writeHead(state.status, { "content-type": "application/json" }).end("{}");
        return;
      }
      if (request.url === "/v1/metrics") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as MetricsBody;
        for (const resource of body.resourceMetrics ?? []) {
          for (const scope of resource.scopeMetrics ?? []) {
            for (const metric of scope.metrics ?? []) metricNames.add(metric.name);
          }
        }
      }
      if (request.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as TracesBody;
        for (const resource of body.resourceSpans ?? []) {
          const resourceAttributes = attributesOf(resource.resource?.attributes);
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const attributes = attributesOf(span.attributes);
              const events = (span.events ?? []).map((event) => ({
                name: event.name,
                attributes: attributesOf(event.attributes),
              }));
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                kind: span.kind,
                attributes,
                events,
                status: span.status ?? {},
                resource: resourceAttributes,
                links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
                text: JSON.stringify([attributes, events, span.status ?? {}]),
              });
            }
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    metricNames,
    bodies,
    /** The status the receiver answers with from now on (200: accepted). */
    answer: (status: number) => void (state.status = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
