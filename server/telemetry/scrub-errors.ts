import type { Attributes } from "@opentelemetry/api";
import type { ExportResult } from "@opentelemetry/core";
import type { ReadableSpan, SpanExporter, TimedEvent } from "@opentelemetry/sdk-trace";

// An error's message is the one text no instrumentation chose: pg's status message quotes the
// value a cast refused ('invalid input syntax for type integer: "a@b.c"'), Prisma's validation
// error prints the call's arguments, and each instrumentation (pg, Pothos' resolvers, undici)
// copies it into `exception.message`, into the stack's first lines, and into the status.
// Before export every event keeps its name and time, an exception its type and the stack's
// frames (file and line: where, never what); the status keeps its code. The SDK offers no
// way to edit events or lower a status message on a span, so this wraps the exporter: spans
// without either pass as they are, the others as a copy (`ReadableSpan` is a plain interface).

const KEPT = new Set(["exception.type", "exception.escaped"]);
const STACK = "exception.stacktrace";
const TYPE = /^[\w.$:-]{1,100}$/;

/**
 * V8's frame lines, and nothing of the message above them: the message is cut first (it may
 * span lines that look like frames: pg quotes a refused value, newlines and all), then a line
 * is kept only if it ends as a frame does, in a position or a native marker.
 */
const FRAME = /^\s+at \S.*(?::\d+:\d+\)?|\((?:native|<anonymous>|index \d+)\))$/;

function stackFrames(stack: string, message: unknown): string[] {
  const cut = typeof message === "string" && message ? stack.indexOf(message) : -1;
  const rest = cut >= 0 ? stack.slice(cut + (message as string).length) : stack;
  return rest.split("\n").filter((line) => FRAME.test(line));
}

function scrubEvent(event: TimedEvent): TimedEvent {
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(event.attributes ?? {})) {
    if (KEPT.has(key)) attributes[key] = value;
  }
  // A type is a code or a class name; anything else (a name built from input) is dropped.
  const type = attributes["exception.type"];
  if (type !== undefined && !(typeof type === "string" && TYPE.test(type))) {
    delete attributes["exception.type"];
  }
  const stack = event.attributes?.[STACK];
  if (typeof stack === "string") {
    const frames = stackFrames(stack, event.attributes?.["exception.message"]);
    if (frames.length > 0) attributes[STACK] = frames.join("\n");
  }
  return { ...event, attributes };
}

function scrubbed(span: ReadableSpan): ReadableSpan {
  if (span.events.length === 0 && span.status.message === undefined) return span;
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: { code: span.status.code },
    attributes: span.attributes,
    links: span.links,
    events: span.events.map(scrubEvent),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** The OTLP exporter, sent spans whose errors say what failed and where, not with what. */
export class ScrubErrors implements SpanExporter {
  constructor(private readonly exporter: SpanExporter) {}
  export(spans: ReadableSpan[], done: (result: ExportResult) => void) {
    this.exporter.export(spans.map(scrubbed), done);
  }
  shutdown() {
    return this.exporter.shutdown();
  }
  forceFlush() {
    return this.exporter.forceFlush?.() ?? Promise.resolve();
  }
}
