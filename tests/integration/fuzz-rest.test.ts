import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFuzzFixtures, type FuzzFixtures } from "../setup/fuzz-fixtures.ts";
import { restCases, type RestCase } from "../setup/fuzz-rest.ts";
import { authRoutes } from "../setup/fuzz-rest-routes.ts";
import { described, fuzz, fuzzRuns, Violation } from "../setup/fuzz-run.ts";
import { abbreviate } from "../setup/fuzz-values.ts";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";

// Generated HTTP requests to every better-auth route, /api/config, /api/health and
// /graphql never get a 5xx (nor a masked GraphQL internal error), and the server stays up.

let app: TestApp;
let fixtures: FuzzFixtures;

beforeAll(async () => {
  app = await createTestApp();
  fixtures = await createFuzzFixtures(app);
});
afterAll(() => app?.close());

describe("REST fuzzer", () => {
  it("answers every generated request below 500", { timeout: 600_000 }, async () => {
    const routes = authRoutes(app.auth);
    // The endpoint table is read, not listed: an empty one would fuzz nothing.
    expect(routes.filter((route) => route.product).length).toBeGreaterThanOrEqual(20);
    const report = await fuzz({
      family: "rest",
      cases: restCases(routes, fixtures).map((value) => described(value, describeCase)),
      send,
      betweenBatches: async () => {
        await fixtures.restore();
        await fixtures.assertHealthy();
      },
    });
    expect(report.runs).toBeGreaterThanOrEqual(fuzzRuns());
  });
});

function toRequest(value: RestCase): Request {
  const headers = new Headers(value.headers);
  // A new client address per request, as the harness does, unless the case forges one.
  if (!headers.has("x-forwarded-for"))
    headers.set("x-forwarded-for", `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`);
  const { body } = value;
  if (!headers.has("content-type") && body.type) headers.set("content-type", body.type);
  let payload: BodyInit | undefined = body.text;
  if (body.form) {
    const form = body.multipart ? new FormData() : new URLSearchParams();
    for (const [key, entry] of body.form) form.append(key, entry);
    payload = form;
  }
  const bodyless = value.method === "GET" || value.method === "HEAD";
  return new Request(new URL(value.path, BASE_URL), {
    method: value.method,
    headers,
    body: bodyless ? undefined : payload,
  });
}

async function send(value: RestCase) {
  const response = await app.fetch(toRequest(value));
  const text = await response.text();
  const repro = () => `  ${describeCase(value)}\n  → ${response.status} ${text.slice(0, 300)}`;
  if (response.status >= 500)
    throw new Violation(`HTTP ${response.status} on ${value.label}`, repro());
  // A masked resolver failure is a server error too, whatever the HTTP status says.
  if (value.path.startsWith("/graphql") && text.includes('"INTERNAL_SERVER_ERROR"')) {
    throw new Violation(`INTERNAL_SERVER_ERROR on ${value.label}`, repro());
  }
  return { label: value.label, status: response.status };
}

function describeCase(value: RestCase): string {
  const headers = value.headers
    .map(([name, entry]) => `${name}: ${abbreviate(entry, 200)}`)
    .join("; ");
  const { body } = value;
  const payload = body.form
    ? `${body.multipart ? "multipart" : "form"} ${abbreviate(body.form)}`
    : abbreviate(body.text ?? "");
  return `${value.method} ${abbreviate(value.path, 300)} [${headers}] ${body.type ?? ""} ${payload}`;
}
