import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  installTestMetrics,
  valueAt,
  type MetricsProbe,
} from "../../tests/setup/metrics-reader.ts";
import { recordAuthAnswer } from "./sign-in-metrics.ts";

// How better-auth's answers read as sign-in attempts and limiter refusals (ADR 123): the
// routes the integration test cannot reach cheaply (a provider's callback, a passkey, a second
// factor) on answers shaped as better-auth gives them.

let metrics: MetricsProbe;
beforeEach(() => {
  metrics = installTestMetrics();
});
afterEach(() => metrics.close());

const request = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000/api/auth${path}`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
  });
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });
const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });

const attempts = async (method: string, outcome: string) =>
  valueAt(await metrics.points("groundwork.sign_in.attempts"), {
    "groundwork.sign_in.method": method,
    "groundwork.outcome": outcome,
  });

describe("sign-in attempts from better-auth's answers", () => {
  it("reads a provider's callback by where it redirects", async () => {
    await recordAuthAnswer(request("/callback/github"), redirect("http://localhost:3000/app"));
    await recordAuthAnswer(
      request("/callback/oidc"),
      redirect("http://localhost:3000/login/second-factor"),
    );
    await recordAuthAnswer(
      request("/callback/oidc"),
      redirect("http://localhost:3000/login/error?error=access_denied"),
    );
    expect(await attempts("social", "success")).toBe(2);
    expect(await attempts("social", "failure")).toBe(1);
  });

  it("reads a Location no URL parses as a failure, without throwing into the request", async () => {
    await recordAuthAnswer(request("/callback/github"), redirect("http://[bad"));
    expect(await attempts("social", "failure")).toBe(1);
  });

  it("counts a passkey sign-in, and a second factor only when it answers a sign-in's challenge", async () => {
    await recordAuthAnswer(request("/passkey/verify-authentication"), json(200, {}));
    await recordAuthAnswer(
      request("/passkey/verify-authentication"),
      json(400, { code: "AUTHENTICATION_FAILED" }),
    );
    const challenge = "better-auth.two_factor=signed.value";
    await recordAuthAnswer(request("/two-factor/verify-totp", challenge), json(200, {}));
    await recordAuthAnswer(
      request("/two-factor/verify-backup-code", `a=b; __Secure-${challenge}`),
      json(401, { code: "INVALID_BACKUP_CODE" }),
    );
    await recordAuthAnswer(
      request("/two-factor/verify-totp", challenge),
      json(429, { code: "TOO_MANY_REQUESTS" }, { "retry-after": "20" }),
    );
    // A signed-in user verifying again (step-up) is no sign-in.
    await recordAuthAnswer(
      request("/two-factor/verify-totp", "better-auth.session_token=x"),
      json(200, {}),
    );
    expect(await attempts("passkey", "success")).toBe(1);
    expect(await attempts("passkey", "failure")).toBe(1);
    expect(await attempts("second_factor", "success")).toBe(1);
    expect(await attempts("second_factor", "failure")).toBe(1);
    expect(await attempts("second_factor", "rate_limited")).toBe(1);
  });

  it("tells better-auth's per-address limiter (no code) from our refusals (a code)", async () => {
    const limiter = new Response(JSON.stringify({ message: "Too many requests." }), {
      status: 429,
      headers: { "content-type": "application/json", "x-retry-after": "9" },
    });
    await recordAuthAnswer(request("/sign-in/email-otp"), limiter);
    await recordAuthAnswer(
      request("/email-otp/send-verification-otp"),
      json(429, { code: "TOO_MANY_REQUESTS" }),
    );
    const refusals = await metrics.points("groundwork.rate_limit.refusals");
    expect(valueAt(refusals, { "groundwork.rate_limit.name": "auth.client_address" })).toBe(1);
    expect(refusals).toHaveLength(1);
    expect(await attempts("email_otp", "rate_limited")).toBe(1);
  });
});
