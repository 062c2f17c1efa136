import { describe, expect, it } from "vitest";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { ScrubUrls } from "./scrub-urls.ts";

// What leaves the process for the collector (docs/decisions/122): no query string anywhere,
// and an outgoing call (a webhook delivery: its path is often the endpoint's secret) keeps
// its origin only.

function exported(scope: string, attributes: Record<string, string>) {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    spanProcessors: [new ScrubUrls(), new SimpleSpanProcessor({ exporter })],
  });
  provider.getTracer(scope).startSpan("span", { attributes }).end();
  return exporter.getFinishedSpans()[0]?.attributes;
}

describe("ScrubUrls", () => {
  it("cuts the query string and the fragment from an incoming request's URL", () => {
    expect(
      exported("@hono/otel", { "url.full": "https://app.example/api/x?code=Q7X2PA#t=1" }),
    ).toMatchObject({ "url.full": "https://app.example/api/x" });
  });

  it("keeps only the origin of an outgoing call", () => {
    const attributes = exported("@opentelemetry/instrumentation-undici", {
      "url.full": "https://hooks.slack.com/services/T000/B000/secret-path-token",
      "url.path": "/services/T000/B000/secret-path-token",
    });
    expect(attributes).toMatchObject({ "url.full": "https://hooks.slack.com", "url.path": "" });
    expect(JSON.stringify(attributes)).not.toContain("secret-path-token");
  });
});
