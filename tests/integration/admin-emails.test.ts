import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// ADMIN_EMAILS bootstraps a deployment's admins (docs/decisions/025-*).
let app: TestApp;
beforeAll(async () => {
  // Mixed case and spaces, as people type them; user@example.com exists (seeded) as a user.
  app = await createTestApp({ ADMIN_EMAILS: " Ops@Example.net, user@example.com" });
});
afterAll(() => app?.close());

const role = async (email: string) =>
  (await app.prisma.user.findFirstOrThrow({ where: { email } })).role;

describe("ADMIN_EMAILS", () => {
  it("makes a listed address an admin from its first sign-in", async () => {
    const cookie = await app.signIn("ops@example.net");
    expect(await role("ops@example.net")).toBe("admin");
    // The very first session already acts as an admin.
    const { body } = await app.graphql<{ users: { totalCount: number } }>(
      "{ users(first: 1) { totalCount } }",
      { cookie },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.users.totalCount).toBeGreaterThan(1);
  });

  it("leaves addresses that are not listed alone", async () => {
    await app.signIn("someone@example.net");
    expect(await role("someone@example.net")).toBe("user");
  });

  it("gives the role back at the next sign-in of a listed admin who lost it", async () => {
    await app.prisma.user.update({ where: { email: "ops@example.net" }, data: { role: "user" } });
    await app.signIn("ops@example.net");
    expect(await role("ops@example.net")).toBe("admin");
  });

  it("promotes an existing account once it is listed", async () => {
    expect(await role("user@example.com")).toBe("user");
    await app.signIn("user@example.com");
    expect(await role("user@example.com")).toBe("admin");
  });
});
