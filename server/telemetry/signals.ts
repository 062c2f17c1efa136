// What the app records for its metrics (docs/decisions/123), with no OpenTelemetry in it: with
// telemetry off no OpenTelemetry module may load (issue 39), so app code records here, into
// no-op recorders, and `installMetrics` (metrics.ts, loaded only by the SDK's module) swaps in
// ones writing to a Meter. A recording call costs a property read and an empty call when off.
// Gauges are read, not pushed: the app registers cheap readers at start whatever the setting,
// and the Meter's callbacks read them at each export.

/** `groundwork.outcome` of an operation. */
export type OperationOutcome = "ok" | "error";
/** `groundwork.sign_in.method`: the first factors, and the answer to a sign-in's challenge. */
export type SignInMethod = "email_otp" | "social" | "passkey" | "second_factor";
export type SignInOutcome = "success" | "failure" | "rate_limited";
/** `groundwork.rate_limit.name`: one per shared limiter (ADR 123 lists what each limits). */
export type RateLimiter =
  | "auth.client_address"
  | "code.send"
  | "code.guess"
  | "second_factor.guess"
  | "api_key.requests"
  | "api_key.points"
  | "session.points"
  | "anonymous.points";
/** `groundwork.outcome` of a webhook attempt; `dropped`: unsent, its endpoint or owner gone. */
export type WebhookOutcome = "delivered" | "failed" | "refused" | "dropped";

export type Operation = { name: string; type: string };

/** The recorders installMetrics replaces; each argument is already a bounded value. */
export type Recorders = {
  operation: (operation: Operation, seconds: number, outcome: OperationOutcome) => void;
  operationCost: (operation: Operation, points: number, kind: "requested" | "actual") => void;
  signIn: (method: SignInMethod, outcome: SignInOutcome) => void;
  rateLimited: (limiter: RateLimiter) => void;
  webhookDelivery: (outcome: WebhookOutcome, eventType: string) => void;
};

const ignore = () => {};
const NO_OP: Recorders = {
  operation: ignore,
  operationCost: ignore,
  signIn: ignore,
  rateLimited: ignore,
  webhookDelivery: ignore,
};

let current: Recorders = NO_OP;

/** The recorders in use: no-ops until installMetrics. Read at each call, never kept. */
export const signals = (): Recorders => current;

/** Whether anything records: lets a hot path skip the work of measuring. */
export const recording = (): boolean => current !== NO_OP;

/**
 * Each recorder wrapped so that a throw (a broken instrument or exporter) is dropped: a
 * recording runs inside requests and jobs, after their writes, and a webhook job that threw
 * after its delivery would be retried and deliver twice. Nothing is logged on this hot path;
 * the SDK reports its own faults through its diagnostics logger.
 */
function guarded(recorders: Recorders): Recorders {
  const guard =
    <Args extends unknown[]>(record: (...args: Args) => void) =>
    (...args: Args) => {
      try {
        record(...args);
      } catch {
        // Dropped: a metric is never worth a failed request or a second delivery.
      }
    };
  return {
    operation: guard(recorders.operation),
    operationCost: guard(recorders.operationCost),
    signIn: guard(recorders.signIn),
    rateLimited: guard(recorders.rateLimited),
    webhookDelivery: guard(recorders.webhookDelivery),
  };
}

/** Called by installMetrics; the function returned puts the no-ops back (tests). */
export function installRecorders(recorders: Recorders): () => void {
  const installed = guarded(recorders);
  current = installed;
  return () => {
    if (current === installed) current = NO_OP;
  };
}

/** One pg Pool's connections (db.client.connection.*). */
export type PoolReading = { used: number; idle: number; pending: number };
/** One queue's waiting jobs and how long its oldest has waited (null when none waits). */
export type QueueReading = { name: string; depth: number; oldestAgeSeconds: number | null };

type PoolObserver = { name: string; read: () => PoolReading };
type QueueObserver = () => Promise<QueueReading[]>;

const pools = new Set<PoolObserver>();
const queues = new Set<QueueObserver>();

/**
 * Registers a pool for `db.client.connection.*`; the function returned unregisters it (on the
 * database's close, so tests opening many apps leave nothing behind).
 */
export function observePool(name: string, read: () => PoolReading): () => void {
  const observer = { name, read };
  pools.add(observer);
  return () => pools.delete(observer);
}

/** Registers a reader of the job queues (groundwork.queue.*): it must never reject. */
export function observeQueues(read: () => Promise<QueueReading[]>): () => void {
  queues.add(read);
  return () => queues.delete(read);
}

/** For metrics.ts's callbacks: the registered pools' readings now. */
export function readPools(): { name: string; reading: PoolReading }[] {
  return [...pools].map(({ name, read }) => ({ name, reading: read() }));
}

/** For metrics.ts's callbacks: every registered reader's queues. */
export async function readQueues(): Promise<QueueReading[]> {
  const readings = await Promise.all([...queues].map((read) => read()));
  return readings.flat();
}
