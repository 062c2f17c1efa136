import * as nodeModule from "node:module";
import { createRequire, register } from "node:module";
import { MessageChannel } from "node:worker_threads";

// Run as a child process (tests/integration/telemetry-off.test.ts): starts telemetry as
// server/index.ts does, imports the app, and prints which OpenTelemetry modules were loaded,
// ESM (seen by a resolve hook) and CommonJS (require's cache) alike, and whether anything
// registered itself with the OpenTelemetry API.

const OTEL = /@opentelemetry|@hono\/otel|@prisma\/instrumentation|@pothos\/tracing-opentelemetry/;
const SENTINEL = "node:path?telemetry-modules-done";

const urls: string[] = [];
const { port1, port2 } = new MessageChannel();
let done = () => {};
const finished = new Promise<void>((resolve) => (done = resolve));
port1.on("message", (url: string) => (url === "node:path" ? done() : urls.push(url)));
port1.unref();
const hooks = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(specifier === ${JSON.stringify(SENTINEL)} ? "node:path" : result.url);
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
  data: { port: port2 },
  transferList: [port2],
});

// Node 24 loads a CommonJS package that ESM imports (the SDK's) without the async hook above
// seeing it, nor require's cache holding it; its in-thread hooks see every load (Node 22.15+).
type SyncResolve = (
  specifier: string,
  context: unknown,
  next: (specifier: string, context: unknown) => { url: string },
) => { url: string };
const { registerHooks } = nodeModule as {
  registerHooks?: (hooks: { resolve: SyncResolve }) => void;
};
registerHooks?.({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    urls.push(result.url);
    return result;
  },
});

const { readEnv } = await import("../../server/env.ts");
const { startTelemetry, stopTelemetry } = await import("../../server/telemetry/telemetry.ts");
const started = await startTelemetry(readEnv().telemetry);
await import("../../server/app.ts");
// Messages from the hooks' thread arrive in order: once this one is in, every import's is.
await import(SENTINEL).catch(() => undefined);
await finished;
const cjs = Object.keys(createRequire(import.meta.url).cache);
const loaded = [...new Set([...urls, ...cjs].filter((url) => OTEL.test(url)))];
// The API's global slot holds whatever an SDK registered (tracer, meter, context manager).
const registered = Symbol.for("opentelemetry.js.api.1") in globalThis;
await stopTelemetry(1000);
process.stdout.write(JSON.stringify({ started: started !== undefined, registered, loaded }));
process.exit(0);
