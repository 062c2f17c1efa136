import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../setup/test-app.ts";
import { jobRows, until } from "../setup/jobs.ts";
import { startOtlpReceiver, type ReceivedSpan } from "../setup/otlp-receiver.ts";
import { startTracing } from "../setup/traced-modules.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../setup/webhook-receiver.ts";

// A job continues the trace of what sent it (docs/decisions/127): a webhook delivery a
// mutation queued, and a sign-in's code mail, run as spans of the request's trace, and a job
// sent under an unsampled request is not sampled either. As telemetry-trace.test.ts, this
// file loads the server afresh after starting telemetry and leaves the registry fresh.

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let webhooks: WebhookReceiver;
let app: TestApp;
let flush: () => Promise<void>;
let stop: () => Promise<void>;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  webhooks = await startWebhookReceiver();
  // A trusted gateway's traceparent decides whether a request is sampled: the last test
  // sends an unsampled one.
  const tracing = await startTracing(receiver.endpoint, { OTEL_PROPAGATORS: "tracecontext" });
  const { otel } = tracing;
  ({ flush, stop } = tracing);
  const { createTestApp } = await import("../setup/test-app.ts");
  app = await createTestApp({ ...otel, WEBHOOK_ALLOW_PRIVATE: "true" });
});

afterAll(async () => {
  await app?.close();
  await stop?.();
  await webhooks?.close();
  await receiver?.close();
  vi.resetModules();
});

/** Flushes until a span that `match` accepts was exported. */
async function exportedSpan(match: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
  await until(async () => {
    await flush();
    return receiver.spans.some(match);
  }, "the span is exported");
  return receiver.spans.find(match)!;
}

/** The run of job `id`, run alone (its process span names it). */
const exportedRun = (id: string) =>
  exportedSpan(
    (span) => span.name.startsWith("process ") && span.attributes["messaging.message.id"] === id,
  );

/** The span's ancestors, nearest first, as far as they were exported. */
function ancestors(span: ReceivedSpan): ReceivedSpan[] {
  const parent = receiver.spans.find(
    (other) => other.traceId === span.traceId && other.spanId === span.parentSpanId,
  );
  return parent ? [parent, ...ancestors(parent)] : [];
}

describe("a job's trace", () => {
  it("a test delivery runs in the trace of the mutation that queued it, its POST under its run", async () => {
    const cookie = await app.signIn("jobs-trace@example.com");
    const { createEndpoint } = await import("./webhooks-support.ts");
    const { id } = await createEndpoint(
      app,
      { cookie },
      { url: webhooks.url, events: ["repository.created"] },
    );
    const { body } = await app.graphql<{ sendTestWebhook: { delivery: { id: string } } }>(
      `mutation TestDelivery($input: SendTestWebhookInput!) {
        sendTestWebhook(input: $input) { delivery { id } }
      }`,
      { cookie, variables: { input: { id } } },
    );
    expect(body.errors).toBeUndefined();
    await until(async () => webhooks.received.length > 0, "the test delivery arrives");
    const [job] = (await jobRows(app, "webhook.deliver")).filter((row) => row.state !== "created");
    expect(job).toBeDefined();
    const run = await exportedRun(job!.id);

    const mutation = receiver.spans.find(
      (span) => span.kind === 2 && span.attributes["graphql.operation.name"] === "TestDelivery",
    );
    expect(mutation).toBeDefined();
    expect(run.traceId).toBe(mutation!.traceId);
    // The run hangs under the send pg-boss made inside the resolver, up to the request's span.
    const chain = ancestors(run).map((span) => span.name);
    expect(chain[0]).toBe("send webhook.deliver");
    expect(chain).toContain("graphql.resolve");
    expect(chain.at(-1)).toBe("POST /graphql");
    // The delivery's outgoing POST is a child of the run, and carries no trace header: the
    // receiver is a customer's, and propagation stays off for HTTP (ADR 122).
    const postOf = () =>
      receiver.spans.find(
        (span) =>
          span.kind === 3 &&
          span.name === "POST" &&
          span.parentSpanId === run.spanId &&
          span.traceId === run.traceId,
      );
    // undici ends its span when the answer is settled, which may come after the run's end.
    await until(async () => {
      await flush();
      return postOf() !== undefined;
    }, "the delivery's POST is exported");
    expect(postOf()?.attributes["url.full"]).toBe(new URL(webhooks.url).origin);
    expect(webhooks.received[0]!.headers.traceparent).toBeUndefined();
  });

  it("an event's delivery runs in the trace of the mutation whose commit sent the dispatch", async () => {
    const cookie = await app.signIn("admin@example.com");
    const { createEndpoint } = await import("./webhooks-support.ts");
    await createEndpoint(
      app,
      { cookie },
      { url: `${webhooks.url}?event`, events: ["repository.created"] },
    );
    const { body } = await app.graphql(
      `mutation CreateTraced($input: CreateRepositoryInput!) {
        createRepository(input: $input) { repository { id } }
      }`,
      { cookie, variables: { input: { name: "traced-event", link: "github.com/a/b" } } },
    );
    expect(body.errors).toBeUndefined();
    await until(
      async () => webhooks.received.some((received) => received.path === "/hook?event"),
      "the event's delivery arrives",
    );
    const delivery = await app.prisma.webhookDelivery.findFirstOrThrow({
      where: { endpoint: { url: `${webhooks.url}?event` } },
    });
    const delivered = (await jobRows(app, "webhook.deliver")).find(
      (job) => (job.data as { deliveryId: string }).deliveryId === delivery.id,
    );
    // An event's deliveries are sent together and may run as one batch: a batch of one
    // continues its send's trace, a larger one is a trace of its own linking to each send.
    const send = await exportedSpan(
      (span) =>
        span.name === "send webhook.deliver" &&
        span.attributes["messaging.message.id"] === delivered!.id,
    );
    const chain = ancestors(send).map((span) => span.name);
    // Under the dispatch's run (its transaction between), which the mutation's commit sent.
    expect(chain.indexOf("process webhook.dispatch")).toBe(
      chain.indexOf("send webhook.dispatch") - 1,
    );
    expect(chain.indexOf("process webhook.dispatch")).toBeGreaterThanOrEqual(0);
    expect(ancestors(send).at(-1)?.attributes["graphql.operation.name"]).toBe("CreateTraced");
    const run = await exportedSpan(
      (span) =>
        span.name === "process webhook.deliver" &&
        (span.parentSpanId === send.spanId ||
          span.links.some((link) => link.spanId === send.spanId)),
    );
    expect(run.traceId === send.traceId || run.links.length > 1).toBe(true);
  });

  it("a sign-in's code mail runs in the trace of the request that asked for it", async () => {
    const email = "jobs-mail@example.com";
    await app.signIn(email);
    const mail = (await jobRows(app, "mail.send"))
      .filter((row) => row.state === "completed" && JSON.stringify(row.data).includes("loginCode"))
      .at(-1);
    expect(mail).toBeDefined();
    const run = await exportedRun(mail!.id);
    const root = ancestors(run).at(-1);
    expect(root?.kind).toBe(2);
    expect(root?.name).toMatch(/^POST \/api\/auth\//);
  });

  it("a job an unsampled request sends stays in its trace, not sampled, and nothing of it is exported", async () => {
    // The request runs without its span past requestAttributes (ADR 130); pg-boss's send goes
    // back under it. Before, the send was a root of its own, sampled afresh.
    const traceId = "6bf92f3577b34da6a3ce929d0e0e4738";
    const response = await app.request("/api/auth/email-otp/send-verification-otp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        traceparent: `00-${traceId}-00f067aa0ba902b7-00`,
      },
      body: JSON.stringify({ email: "jobs-unsampled@example.com", type: "sign-in" }),
    });
    expect(response.status).toBe(200);
    const jobs = () =>
      app.prisma.$queryRawUnsafe<{ id: string; state: string; traceparent: string }[]>(
        `SELECT id::text, state::text, trace_context->>'traceparent' AS traceparent
           FROM pgboss.job WHERE name = 'mail.send' AND trace_context->>'traceparent' LIKE $1`,
        `00-${traceId}-%`,
      );
    const [job, ...others] = await jobs();
    expect(others).toEqual([]);
    expect(job?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-00$`));
    await until(
      async () => (await jobs())[0]?.state === "completed",
      "the unsampled request's mail is sent",
    );
    await flush();
    expect(receiver.spans.filter((span) => span.traceId === traceId)).toEqual([]);
    expect(
      receiver.spans.filter((span) => span.attributes["messaging.message.id"] === job!.id),
    ).toEqual([]);
  });

  it("a job follows its sender's sampling: sent under an unsampled span, its run is not exported", async () => {
    const { context, trace, ROOT_CONTEXT, TraceFlags } = await import("@opentelemetry/api");
    const sendUnder = (traceId: string, traceFlags: number) =>
      context.with(
        trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId: "00f067aa0ba902b7", traceFlags }),
        () => app.jobs.sendNow("webhook.dispatch", {}),
      );
    const sampledTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const sampled = await sendUnder(sampledTrace, TraceFlags.SAMPLED);
    expect(sampled).not.toBeNull();
    expect((await exportedRun(sampled!)).traceId).toBe(sampledTrace);

    const unsampledTrace = "5bf92f3577b34da6a3ce929d0e0e4737";
    const unsampled = await sendUnder(unsampledTrace, TraceFlags.NONE);
    expect(unsampled).not.toBeNull();
    await until(async () => {
      const [row] = (await jobRows(app, "webhook.dispatch")).filter((job) => job.id === unsampled);
      return row?.state === "completed";
    }, "the unsampled sender's job completes");
    await flush();
    expect(
      receiver.spans.filter((span) => span.attributes["messaging.message.id"] === unsampled),
    ).toEqual([]);
    expect(receiver.spans.filter((span) => span.traceId === unsampledTrace)).toEqual([]);
  });
});
