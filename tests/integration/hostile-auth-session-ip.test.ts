import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendCode } from "../setup/auth-requests.ts";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";
import { newestMail } from "./hostile-auth-support.ts";

// The session list showed 0000:0000:… (better-auth keeps only the /64 of an
// IPv6 address, for rate limiting) instead of the address the session came from.

let direct: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ TRUST_PROXY: "false" });
});
afterAll(() => direct?.close());

/** Signs in from a socket with this remote address, as @hono/node-server reports it. */
async function signInFrom(email: string, remoteAddress: string) {
  const before = newestMail(direct);
  const bindings = { incoming: { socket: { remoteAddress } } };
  const post = (path: string, body: unknown) =>
    direct.fetch(
      new Request(`${BASE_URL}${path}`, {
        method: "POST",
        headers: { origin: BASE_URL, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      bindings,
    );
  expect(
    (await post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" })).status,
  ).toBe(200);
  const otp = await direct.lastCode(email, before);
  expect((await post("/api/auth/sign-in/email-otp", { email, otp })).status).toBe(200);
  const user = await direct.prisma.user.findUniqueOrThrow({ where: { email } });
  return direct.prisma.session.findFirstOrThrow({
    where: { userId: user.id },
    orderBy: { createdAt: "desc" },
  });
}

describe("the address a session records", () => {
  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::1", "::1"],
    ["2001:db8:85a3::8a2e:370:7334", "2001:db8:85a3::8a2e:370:7334"],
    ["2001:0DB8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["203.0.113.9", "203.0.113.9"],
  ])("records %s as %s", async (socket, shown) => {
    const session = await signInFrom(`ip-${shown.replace(/[^0-9a-f]/g, "")}@example.com`, socket);
    expect(session.ipAddress).toBe(shown);
  });

  it("records the proxy's client address when TRUST_PROXY is on", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const email = "proxied-ip@example.com";
      const before = newestMail(proxied);
      await sendCode(proxied, email);
      const otp = await proxied.lastCode(email, before);
      await proxied.request("/api/auth/sign-in/email-otp", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": "198.51.100.1, 2001:db8::2",
        },
        body: JSON.stringify({ email, otp }),
      });
      const user = await proxied.prisma.user.findUniqueOrThrow({ where: { email } });
      const session = await proxied.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
      expect(session.ipAddress).toBe("2001:db8::2");
    } finally {
      await proxied.close();
    }
  });
});
