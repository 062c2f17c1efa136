import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_NAME_MAX_LENGTH } from "#shared/validation/user";
import { sessionUser } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { postAs, userIdOf } from "./hostile-auth-support.ts";

// The rules of shared/validation hold on better-auth's REST routes as they do
// in GraphQL, and the last admin cannot be removed by any path.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const json = "application/json";

describe("update-user follows the same rules as updateViewer", () => {
  it("refuses a name GraphQL refuses and a script URL as image (400 VALIDATION, translated)", async () => {
    const email = "rules-name@example.com";
    const cookie = await app.signIn(email);
    for (const [body, field] of [
      [{ name: "x".repeat(USER_NAME_MAX_LENGTH + 1) }, "name"],
      [{ name: "y".repeat(50_000) }, "name"],
      [{ name: "   " }, "name"],
      [{ name: 42 }, "name"],
      [{ image: "javascript:alert(1)" }, "image"],
      [{ image: "data:text/html,<script>alert(1)</script>" }, "image"],
      [{ name: "Fine", image: `https://example.com/${"a".repeat(5000)}` }, "image"],
      [{ role: "admin" }, "role"],
      [{ emailVerified: false }, "emailVerified"],
    ] as const) {
      for (const type of [json, "Application/JSON"]) {
        const refused = await postAs(app, type, "/api/auth/update-user", body, cookie);
        expect({ body, status: refused.status, code: refused.body.code }).toEqual({
          body,
          status: 400,
          code: "VALIDATION",
        });
        expect(refused.body.field).toBe(field);
      }
    }
    const french = await app.request("/api/auth/update-user", {
      method: "POST",
      headers: { cookie, "content-type": json, "accept-language": "fr" },
      body: JSON.stringify({ name: "x".repeat(USER_NAME_MAX_LENGTH + 1) }),
    });
    const { message } = (await french.json()) as { message: string };
    const graphql = await app.graphql(
      `mutation ($name: String!) { updateViewer(input: { name: $name }) { user { id } } }`,
      {
        cookie,
        variables: { name: "x".repeat(USER_NAME_MAX_LENGTH + 1) },
        headers: { "accept-language": "fr" },
      },
    );
    expect(message).toBe(graphql.body.errors?.[0]?.message);
    const row = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ name: "", image: null, role: "user" });
  });

  it("still accepts a good name and an https image", async () => {
    const cookie = await app.signIn("rules-good@example.com");
    const body = { name: "  Amina  ", image: "https://avatars.example.com/a.png" };
    expect((await postAs(app, json, "/api/auth/update-user", body, cookie)).status).toBe(200);
    expect(await sessionUser(app, cookie)).toMatchObject({
      name: "Amina",
      image: "https://avatars.example.com/a.png",
    });
  });
});

describe("roles and the last admin", () => {
  it("refuses to change one's own roles on REST as GraphQL does", async () => {
    const cookie = await app.signIn("admin@example.com");
    const id = await userIdOf(app, "admin@example.com");
    for (const role of ["user", ["user"], "admin", ["admin", "user"]]) {
      const refused = await postAs(
        app,
        json,
        "/api/auth/admin/set-role",
        { userId: id, role },
        cookie,
      );
      expect({ role, status: refused.status, code: refused.body.code }).toEqual({
        role,
        status: 400,
        code: "YOU_CANNOT_CHANGE_YOUR_OWN_ROLES",
      });
    }
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id } })).role).toBe("admin");
  });

  it("never lets the last admin delete their own account", async () => {
    const email = "last-admin@example.com";
    await app.signIn(email);
    const id = await userIdOf(app, email);
    // This one becomes the only admin (promoted first: the database never lets none be left).
    await app.prisma.user.update({ where: { id }, data: { role: "admin" } });
    await app.prisma.user.updateMany({
      where: { role: { contains: "admin" }, id: { not: id } },
      data: { role: "user" },
    });
    const cookie = await app.signIn(email);
    const refused = await postAs(app, json, "/api/auth/delete-user", {}, cookie);
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 400,
      code: "CANNOT_REMOVE_LAST_ADMIN",
    });
    expect(await app.prisma.user.count({ where: { id } })).toBe(1);

    // With a second (not banned) admin, leaving is fine.
    const other = await app.prisma.user.create({
      data: {
        id: randomUUID(),
        name: "Other",
        email: "other-last@example.com",
        role: "user,admin",
      },
    });
    await app.prisma.user.update({ where: { id: other.id }, data: { banned: true } });
    expect((await postAs(app, json, "/api/auth/delete-user", {}, cookie)).status).toBe(400);
    await app.prisma.user.update({ where: { id: other.id }, data: { banned: false } });
    expect((await postAs(app, json, "/api/auth/delete-user", {}, cookie)).status).toBe(200);
    expect(await app.prisma.user.count({ where: { id } })).toBe(0);
    // Put the seeded admin back for the tests that follow.
    await app.prisma.user.update({
      where: { email: "admin@example.com" },
      data: { role: "admin" },
    });
  });

  it("refuses the admin routes that would write around these rules (404)", async () => {
    const cookie = await app.signIn("admin@example.com");
    const userId = await userIdOf(app, "user@example.com");
    for (const [path, body] of [
      ["/api/auth/admin/update-user", { userId, data: { name: "z".repeat(10_000) } }],
      ["/api/auth/admin/create-user", { email: "rest-made@example.com", name: "n".repeat(5_000) }],
      ["/api/auth/admin/set-user-password", { userId, newPassword: "password-1234" }],
    ] as const) {
      expect({ path, status: (await postAs(app, json, path, body, cookie)).status }).toEqual({
        path,
        status: 404,
      });
    }
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id: userId } })).name).not.toMatch(
      /^z+$/,
    );
    expect(await app.prisma.user.count({ where: { email: "rest-made@example.com" } })).toBe(0);
  });
});
