import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, type TestApp } from "../setup/test-app.ts";
import { secondFactorClient } from "./second-factor-support.ts";

// An admin resets a user's second factors (docs/decisions/117): the authenticator and backup
// codes, the trusted devices, and the user's sessions go; the event is audited.

let app: TestApp;
let client: ReturnType<typeof secondFactorClient>;
beforeAll(async () => {
  app = await createTestApp();
  client = secondFactorClient(app);
});
afterAll(() => app?.close());

const RESET = `mutation ($input: ResetUserSecondFactorsInput!) {
  resetUserSecondFactors(input: $input) { user { id secondFactor { enabled } } }
}`;
type Errors = { errors?: { extensions?: { code?: string } }[] };
const codeOf = (body: Errors) => body.errors?.[0]?.extensions?.code;

describe("resetUserSecondFactors", () => {
  it("removes the factors, trusted devices and sessions, audited; admins only", async () => {
    const email = "locked-out@example.com";
    const { authenticator } = await client.enableTotp(await app.signIn(email));
    // Signed in on a trusted device.
    const pending = await client.codeSignIn(email);
    const trusted = await client.post(
      "/api/auth/two-factor/verify-totp",
      { code: authenticator.generate(), trustDevice: true },
      { cookie: client.cookiesOf(pending) },
    );
    expect(trusted.status).toBe(200);
    const userCookie = sessionCookie(trusted);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    const trustRows = { identifier: { startsWith: "trust-device-" }, value: user.id };
    expect(await app.prisma.verification.count({ where: trustRows })).toBe(1);
    const input = { userId: encodeGlobalID("User", user.id) };

    // The user themself cannot.
    const self = await app.graphql(RESET, { cookie: userCookie, variables: { input } });
    expect(codeOf(self.body)).toBe("FORBIDDEN");

    const admin = await app.signIn("admin@example.com");
    const reset = await app.graphql(RESET, { cookie: admin, variables: { input } });
    expect(reset.body.errors).toBeUndefined();
    expect(reset.body.data).toEqual({
      resetUserSecondFactors: { user: { id: input.userId, secondFactor: { enabled: false } } },
    });
    expect(await app.prisma.twoFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await app.prisma.verification.count({ where: trustRows })).toBe(0);
    expect(await app.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const event = await app.prisma.auditEvent.findFirstOrThrow({
      where: { action: "SECOND_FACTOR_RESET", targetId: user.id },
    });
    const adminRow = await app.prisma.user.findUniqueOrThrow({
      where: { email: "admin@example.com" },
    });
    expect(event).toMatchObject({ targetType: "User", actorId: adminRow.id });

    // Signing in again asks for the first factor only.
    const again = await client.codeSignIn(email);
    expect(await again.json()).not.toMatchObject({ twoFactorRedirect: true });
  });
});
