import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authRoutes } from "../setup/fuzz-rest-routes.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Organization routes wrote no audit events (issue 32): they are closed, every one of them,
// until the organizations issue (issue 37) builds them whole (docs/decisions/071).
// The list is better-auth's own endpoint table, so a route an upgrade adds is covered too.

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const BODY = { name: "Acme", slug: "acme", organizationId: "x", email: "a@example.com" };

describe("organization routes", () => {
  it("are all closed: 404 NOT_FOUND for a signed-in admin, nothing written", async () => {
    const routes = authRoutes(app.auth).filter((route) =>
      route.path.startsWith("/api/auth/organization/"),
    );
    // create, invite-member, accept-invitation, teams…: a missing table must not pass vacuously.
    expect(routes.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const route of routes) {
      for (const method of route.methods) {
        const response = await app.request(route.path, {
          method,
          headers: { cookie: admin, "content-type": "application/json" },
          ...(method === "GET" ? {} : { body: JSON.stringify(BODY) }),
        });
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        answers.push(`${method} ${route.path} ${response.status} ${body.code}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(" 404 NOT_FOUND"))).toEqual([]);
    expect(await app.prisma.organization.count()).toBe(0);
    expect(await app.prisma.invitation.count()).toBe(0);
  });
});
