import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

// An OTLP/HTTP receiver in the bench's process, so `npm run bench` needs no collector: it
// answers 200 at once, as a healthy collector does, and counts what arrived, so the bench can
// tell a traced run from one whose app ignored the OTEL_* variables.

export type SinkCounts = {
  /** Bytes received per signal (traces, metrics, logs), after gzip if the exporter used it. */
  bytes: Record<string, number>;
  spans: number;
  /** Spans without a parent: one per sampled request. */
  traces: number;
  /** How many spans of each name (`POST /graphql`, `graphql.execute`, …). */
  names: Map<string, number>;
};

export type OtlpSink = {
  endpoint: string;
  counts: () => SinkCounts;
  reset: () => void;
  close: () => Promise<void>;
};

type Field = { number: number; wire: number; value: Uint8Array | number };

/** The fields of one protobuf message, without a schema (varints and length-delimited only). */
function fields(buffer: Uint8Array): Field[] {
  const out: Field[] = [];
  let at = 0;
  const varint = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = buffer[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  while (at < buffer.length) {
    const key = varint();
    const [number, wire] = [Math.floor(key / 8), key % 8];
    if (wire === 0) out.push({ number, wire, value: varint() });
    else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else if (wire === 2) {
      const length = varint();
      out.push({ number, wire, value: buffer.subarray(at, at + length) });
      at += length;
    } else throw new Error(`protobuf wire type ${wire} is not OTLP's`);
  }
  return out;
}

const children = (message: Uint8Array, number: number) =>
  fields(message)
    .filter((field) => field.number === number && field.wire === 2)
    .map((field) => field.value as Uint8Array);

type JsonSpan = { name?: string; parentSpanId?: string };
type JsonTraces = { resourceSpans?: { scopeSpans?: { spans?: JsonSpan[] }[] }[] };

/**
 * The spans of an ExportTraceServiceRequest (opentelemetry-proto): resource_spans = 1 →
 * scope_spans = 2 → spans = 2, each with parent_span_id = 4 and name = 5. Protobuf is the Node
 * exporter's default; JSON when OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=http/json.
 */
export function spansOf(body: Uint8Array, json: boolean): { name: string; root: boolean }[] {
  if (json) {
    const request = JSON.parse(Buffer.from(body).toString("utf8")) as JsonTraces;
    return (request.resourceSpans ?? [])
      .flatMap((resource) => resource.scopeSpans ?? [])
      .flatMap((scope) => scope.spans ?? [])
      .map((span) => ({ name: span.name ?? "", root: !span.parentSpanId }));
  }
  const decoder = new TextDecoder();
  return children(body, 1)
    .flatMap((resource) => children(resource, 2))
    .flatMap((scope) => children(scope, 2))
    .map((span) => {
      const parent = children(span, 4)[0];
      return { name: decoder.decode(children(span, 5)[0]), root: !parent?.length };
    });
}

async function bodyOf(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  let counts: SinkCounts;
  const reset = () => (counts = { bytes: {}, spans: 0, traces: 0, names: new Map() });
  reset();
  const server = createServer((request, response) => {
    void bodyOf(request).then(
      (body) => {
        const signal = request.url?.match(/^\/v1\/(traces|metrics|logs)$/)?.[1];
        if (request.method !== "POST" || !signal) return response.writeHead(404).end();
        counts.bytes[signal] = (counts.bytes[signal] ?? 0) + body.length;
        const json = String(request.headers["content-type"]).includes("json");
        if (signal === "traces") {
          for (const span of spansOf(body, json)) {
            counts.spans++;
            if (span.root) counts.traces++;
            counts.names.set(span.name, (counts.names.get(span.name) ?? 0) + 1);
          }
        }
        // An empty Export…ServiceResponse: full success, nothing rejected.
        response
          .writeHead(200, { "content-type": json ? "application/json" : "application/x-protobuf" })
          .end(json ? "{}" : undefined);
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    counts: () => counts,
    reset,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
