import type {
  Attributes,
  BatchObservableResult,
  Meter,
  ObservableResult,
} from "@opentelemetry/api";
import { installRecorders, readPools, readQueues, type Recorders } from "./signals.ts";

// The app's metrics on an OpenTelemetry Meter (docs/decisions/123). The only file of ours that
// imports @opentelemetry/api for metrics, loaded by the SDK's module once telemetry is on:
// signals.ts is what the app records through. Names, units and attributes are fixed (the
// Grafana dashboard reads them): changing one is a breaking change for operators.

// Seconds, from a fast read to yoga's slowest refusals; the SDK's default buckets are for ms.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Points: one object costs 1, the cost limit (DOCUMENT_LIMITS.maxCost) is in the thousands.
const COST_BUCKETS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000];

/** Creates the instruments and makes signals.ts record into them; returns the undo (tests). */
export function installMetrics(meter: Meter): () => void {
  const duration = meter.createHistogram("groundwork.graphql.operation.duration", {
    unit: "s",
    description: "GraphQL operations, from their parameters to their result",
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  });
  const cost = meter.createHistogram("groundwork.graphql.operation.cost", {
    unit: "{point}",
    description: "GraphQL operations' cost: requested before execution, actual after it",
    advice: { explicitBucketBoundaries: COST_BUCKETS },
  });
  const signIns = meter.createCounter("groundwork.sign_in.attempts", {
    unit: "{attempt}",
    description: "Sign-in attempts by method and outcome",
  });
  const refusals = meter.createCounter("groundwork.rate_limit.refusals", {
    unit: "{refusal}",
    description: "Requests refused by a rate limit or cost budget, by limiter",
  });
  const deliveries = meter.createCounter("groundwork.webhook.deliveries", {
    unit: "{delivery}",
    description: "Webhook delivery attempts by outcome and event type",
  });
  const operationAttributes = (operation: { name: string; type: string }): Attributes => ({
    "graphql.operation.name": operation.name,
    "graphql.operation.type": operation.type,
  });
  const recorders: Recorders = {
    operation: (operation, seconds, outcome) =>
      duration.record(seconds, {
        ...operationAttributes(operation),
        "groundwork.outcome": outcome,
      }),
    operationCost: (operation, points, kind) =>
      cost.record(points, { ...operationAttributes(operation), "groundwork.cost.kind": kind }),
    signIn: (method, outcome) =>
      signIns.add(1, { "groundwork.sign_in.method": method, "groundwork.outcome": outcome }),
    rateLimited: (limiter) => refusals.add(1, { "groundwork.rate_limit.name": limiter }),
    webhookDelivery: (outcome, eventType) =>
      deliveries.add(1, {
        "groundwork.outcome": outcome,
        "groundwork.webhook.event_type": eventType,
      }),
  };
  const stopObserving = observeGauges(meter);
  const uninstall = installRecorders(recorders);
  return () => {
    uninstall();
    stopObserving();
  };
}

/** The pools (semantic conventions' db.client.connection.*) and the queues, read at export. */
function observeGauges(meter: Meter): () => void {
  const connections = meter.createObservableUpDownCounter("db.client.connection.count", {
    unit: "{connection}",
    description: "Connections in the pool, by state",
  });
  const pending = meter.createObservableUpDownCounter("db.client.connection.pending_requests", {
    unit: "{request}",
    description: "Requests waiting for a connection from the pool",
  });
  const depth = meter.createObservableGauge("groundwork.queue.depth", {
    unit: "{job}",
    description: "Jobs waiting in the queue (created or retry), deferred ones included",
  });
  const age = meter.createObservableGauge("groundwork.queue.oldest_job.age", {
    unit: "s",
    description: "How long the oldest waiting job of the queue has existed",
  });
  const readConnections = (result: ObservableResult) => {
    for (const { name, reading } of readPools()) {
      const pool = { "db.client.connection.pool.name": name };
      result.observe(reading.used, { ...pool, "db.client.connection.state": "used" });
      result.observe(reading.idle, { ...pool, "db.client.connection.state": "idle" });
    }
  };
  const readPending = (result: ObservableResult) => {
    for (const { name, reading } of readPools()) {
      result.observe(reading.pending, { "db.client.connection.pool.name": name });
    }
  };
  // One batch for both instruments: one query gives both numbers of every queue.
  const readQueueGauges = async (result: BatchObservableResult) => {
    for (const queue of await readQueues()) {
      const attributes = { "groundwork.queue.name": queue.name };
      result.observe(depth, queue.depth, attributes);
      if (queue.oldestAgeSeconds !== null) {
        result.observe(age, queue.oldestAgeSeconds, attributes);
      }
    }
  };
  connections.addCallback(readConnections);
  pending.addCallback(readPending);
  meter.addBatchObservableCallback(readQueueGauges, [depth, age]);
  return () => {
    connections.removeCallback(readConnections);
    pending.removeCallback(readPending);
    meter.removeBatchObservableCallback(readQueueGauges, [depth, age]);
  };
}
