import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// Off means off (docs/decisions/122): without an OTLP endpoint, or with OTEL_SDK_DISABLED,
// importing the server loads no OpenTelemetry SDK, exporter or instrumentation, and nothing
// registers with the API. The one exception is @opentelemetry/api itself, which pg-boss
// imports (its peer dependency; a no-op without an SDK, and pg-boss is told it is disabled).
// A child process, because this suite's workers share loaded modules.

const run = promisify(execFile);
const SCRIPT = "tests/setup/telemetry-modules.ts";

async function loadedWith(variables: Record<string, string>) {
  // Only what the test sets: an OTEL_* variable of the machine's must not decide the answer.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("OTEL_")),
  );
  const { stdout } = await run(process.execPath, ["--import", "tsx", SCRIPT], {
    env: {
      ...inherited,
      NODE_ENV: "test",
      AUTH_SECRET: "x".repeat(32),
      LOG_LEVEL: "silent",
      // vitest sets BASE_URL to Vite's "/" in its own environment.
      BASE_URL: "http://localhost:3000",
      ...variables,
    },
    timeout: 120_000,
  });
  return JSON.parse(stdout) as { started: boolean; registered: boolean; loaded: string[] };
}

const API = "/node_modules/@opentelemetry/api/";
const beyondTheApi = (loaded: string[]) => loaded.filter((url) => !url.includes(API));

// Port 9 (discard) refuses connections here: exports fail, nothing waits on them.
const ENDPOINT = "http://127.0.0.1:9";

describe("telemetry's switch", () => {
  it("loads no OpenTelemetry module when no OTLP endpoint is set", async () => {
    const result = await loadedWith({});
    expect(result).toMatchObject({ started: false, registered: false });
    expect(beyondTheApi(result.loaded)).toEqual([]);
  });

  it("loads none with OTEL_SDK_DISABLED, endpoint or not", async () => {
    const result = await loadedWith({
      OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT,
      OTEL_SDK_DISABLED: "true",
    });
    expect(result).toMatchObject({ started: false, registered: false });
    expect(beyondTheApi(result.loaded)).toEqual([]);
  });

  it("loads the SDK and its instrumentation when an endpoint is set", async () => {
    const result = await loadedWith({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${ENDPOINT}/v1/traces`,
    });
    expect(result).toMatchObject({ started: true, registered: true });
    for (const name of [
      "@opentelemetry/api",
      "@opentelemetry/sdk-node",
      "@hono/otel",
      "@prisma/instrumentation",
    ]) {
      expect(
        result.loaded.some((url) => url.includes(`/node_modules/${name}/`)),
        name,
      ).toBe(true);
    }
  });
});
