import { SpanStatusCode } from "@opentelemetry/api";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { describe, expect, it } from "vitest";
import { ScrubErrors } from "./scrub-errors.ts";

// An error's message echoes input (a pg cast quotes the value, Prisma prints the arguments): what
// is exported keeps the error's type and the stack's frames, and the status its code alone.

function exported(
  record: (span: ReturnType<ReturnType<TracerProvider["getTracer"]>["startSpan"]>) => void,
) {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    spanProcessors: [new SimpleSpanProcessor({ exporter: new ScrubErrors(exporter) })],
  });
  const span = provider.getTracer("test").startSpan("span", { attributes: { kept: "yes" } });
  record(span);
  span.end();
  const [finished] = exporter.getFinishedSpans();
  if (!finished) throw new Error("nothing exported");
  return finished;
}

describe("ScrubErrors", () => {
  it("keeps an exception's type and frames, not its message", () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "a@b.c"'), {
      code: "22P02",
    });
    const span = exported((live) => {
      live.recordException(error);
      live.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    });
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(span.attributes).toEqual({ kept: "yes" });
    const [event] = span.events;
    expect(event?.name).toBe("exception");
    expect(event?.attributes?.["exception.type"]).toBe("22P02");
    expect(event?.attributes?.["exception.message"]).toBeUndefined();
    expect(String(event?.attributes?.["exception.stacktrace"])).toMatch(/^\s+at /);
    expect(JSON.stringify(span.events)).not.toContain("a@b.c");
    expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps no message line that looks like a frame", () => {
    // pg quotes the refused value, newlines and all; a frame-like line of it is still message.
    const error = new Error(
      'invalid input syntax for type uuid: "x\n    at victim@example.com otp=123456"',
    );
    const thrown = Object.assign(
      { message: "hook failed", name: "Error" },
      {
        stack:
          "Error: hook failed\n    at https://hooks.slack.com/services/T0/B0/SECRET\n    at run (/app/server/x.ts:1:2)",
      },
    );
    const spans = [error, thrown].map((value) => exported((live) => live.recordException(value)));
    const text = JSON.stringify(spans.map((span) => span.events));
    expect(text).not.toContain("victim@example.com");
    expect(text).not.toContain("SECRET");
    const named = exported((live) =>
      live.recordException({ name: "Error for a@b.c", message: "" }),
    );
    expect(named.events[0]?.attributes?.["exception.type"]).toBeUndefined();
    expect(spans[1]?.events[0]?.attributes?.["exception.stacktrace"]).toBe(
      "    at run (/app/server/x.ts:1:2)",
    );
  });

  it("drops every other event's attributes and keeps the event", () => {
    const span = exported((live) => live.addEvent("error", { message: "Key (email)=(a@b.c)" }));
    expect(span.events.map((event) => [event.name, event.attributes])).toEqual([["error", {}]]);
  });

  it("passes a span without events or status message as it is", () => {
    const exporter = new InMemorySpanExporter();
    const provider = new TracerProvider({
      spanProcessors: [new SimpleSpanProcessor({ exporter: new ScrubErrors(exporter) })],
    });
    const live = provider.getTracer("test").startSpan("plain");
    live.end();
    expect(exporter.getFinishedSpans()[0]).toBe(live);
  });
});
