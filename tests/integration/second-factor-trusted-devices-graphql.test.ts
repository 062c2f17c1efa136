import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { expectChallenged, trustRows, withTrustedDevice } from "../setup/trusted-devices.ts";
import { globalId } from "./graphql-support.ts";

// Trusted devices end when sessions are ended through GraphQL too (docs/decisions/125): its
// mutations call better-auth's `auth.api` with the caller's headers and no request, the web's
// "sign out other devices" button among them. Trust rows name no session, so ending any one
// session, a lost laptop's, ends every trusted device of its user.

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const REVOKE_OTHERS = `mutation { revokeOtherSessions { revokedCount } }`;
const REVOKE = `mutation ($id: ID!) { revokeSession(input: { id: $id }) { revokedSessionId } }`;
const BAN = `mutation ($input: BanUserInput!) { banUser(input: $input) { user { banned } } }`;
const REVOKE_ALL = `mutation ($id: ID!) {
  revokeUserSessions(input: { userId: $id }) { user { id } }
}`;

/** The global id of the session a cookie carries. */
async function sessionIdOf(cookie: string) {
  const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
  const session = await app.prisma.session.findUniqueOrThrow({ where: { token } });
  return globalId("Session", session.id);
}

async function expectNoErrors(query: string, cookie: string, variables?: Record<string, unknown>) {
  const { body } = await app.graphql(query, { cookie, variables });
  expect(body.errors).toBeUndefined();
}

describe("a trusted device, after sessions are ended through GraphQL", () => {
  it("is challenged after the user signs their other devices out", async () => {
    const email = "trust-gql-others@example.com";
    const { cookie, device, userId } = await withTrustedDevice(app, email);
    await expectNoErrors(REVOKE_OTHERS, cookie);
    expect(await trustRows(app, userId)).toBe(0);
    await expectChallenged(app, email, device);
  });

  it("is challenged after the user signs one device out (a lost laptop's)", async () => {
    const email = "trust-gql-one@example.com";
    const { cookie, device, deviceSession, userId } = await withTrustedDevice(app, email);
    await expectNoErrors(REVOKE, cookie, { id: await sessionIdOf(deviceSession) });
    expect(await trustRows(app, userId)).toBe(0);
    await expectChallenged(app, email, device);
  });

  it("is challenged after an admin signs one of the user's devices out", async () => {
    const email = "trust-gql-admin-one@example.com";
    const { device, deviceSession, userId } = await withTrustedDevice(app, email);
    await expectNoErrors(REVOKE, adminCookie, { id: await sessionIdOf(deviceSession) });
    expect(await trustRows(app, userId)).toBe(0);
    await expectChallenged(app, email, device);
  });

  it("is challenged after an admin signs all the user's devices out", async () => {
    const email = "trust-gql-admin-all@example.com";
    const { device, userId } = await withTrustedDevice(app, email);
    await expectNoErrors(REVOKE_ALL, adminCookie, { id: globalId("User", userId) });
    expect(await trustRows(app, userId)).toBe(0);
    await expectChallenged(app, email, device);
  });

  it("is challenged once a ban is lifted", async () => {
    const email = "trust-gql-ban@example.com";
    const { device, userId } = await withTrustedDevice(app, email);
    await expectNoErrors(BAN, adminCookie, {
      input: { userId: globalId("User", userId), reason: "stolen laptop" },
    });
    expect(await trustRows(app, userId)).toBe(0);
    await app.prisma.user.update({ where: { id: userId }, data: { banned: false } });
    await expectChallenged(app, email, device);
  });

  it("keeps another user's trusted devices", async () => {
    const kept = await withTrustedDevice(app, "trust-gql-kept@example.com");
    const other = await withTrustedDevice(app, "trust-gql-other@example.com");
    await expectNoErrors(REVOKE_OTHERS, other.cookie);
    await expectNoErrors(BAN, adminCookie, {
      input: { userId: globalId("User", other.userId), reason: "spam" },
    });
    expect(await trustRows(app, kept.userId)).toBe(1);
  });
});
