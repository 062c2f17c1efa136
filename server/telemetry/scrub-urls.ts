import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace";

// @hono/otel records `url.full` with the query string, and undici's spans do the same for
// outgoing calls: a query can carry a token, a sign-in code, a webhook secret or GraphQL GET
// variables. The query is cut from every URL attribute before a span is exported; the path
// stays, as in the access log (server/http/request-log.ts).
const URL_ATTRIBUTES = ["url.full", "http.url", "http.target", "url.query", "url.original"];
// Outgoing calls go to webhook endpoints, whose path often is the secret (Slack's, Discord's):
// their spans keep the origin only.
const OUTGOING = "@opentelemetry/instrumentation-undici";

function scrub(span: Span) {
  const { attributes, instrumentationScope } = span as unknown as ReadableSpan;
  if (instrumentationScope.name === OUTGOING) {
    const full = attributes["url.full"];
    if (typeof full === "string") span.setAttribute("url.full", URL.parse(full)?.origin ?? "");
    if (typeof attributes["url.path"] === "string") span.setAttribute("url.path", "");
  }
  for (const name of URL_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value !== "string") continue;
    if (name === "url.query") span.setAttribute(name, "");
    else if (value.includes("?") || value.includes("#")) {
      span.setAttribute(name, value.replace(/[?#].*$/s, ""));
    }
  }
}

/** Runs before the exporting processor; onEnding sees attributes set after the start. */
export class ScrubUrls implements SpanProcessor {
  onStart(span: Span, _parent: Context) {
    scrub(span);
  }
  onEnding(span: Span) {
    scrub(span);
  }
  onEnd(_span: ReadableSpan) {}
  forceFlush() {
    return Promise.resolve();
  }
  shutdown() {
    return Promise.resolve();
  }
}
