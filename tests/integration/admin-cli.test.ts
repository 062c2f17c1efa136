import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand, type ExitCode } from "../../server/auth/admin-roles.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// `npm run admin -- …` (server/scripts/admin.ts runs exactly this on the configured database).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function admin(...args: string[]): Promise<{ code: ExitCode; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(args, {
    prisma: app.prisma,
    adminEmails: ["listed@example.net"],
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const role = async (email: string) => (await app.prisma.user.findFirst({ where: { email } }))?.role;

describe("npm run admin", () => {
  it("lists the admins", async () => {
    expect(await admin("list")).toEqual({ code: 0, out: "admin@example.com", err: "" });
  });

  it("grants by e-mail, creating the account when there is none", async () => {
    expect(await admin("grant", "New.Admin@Example.net")).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Created new\.admin@example\.net as an admin/),
    });
    expect(await role("new.admin@example.net")).toBe("admin");
    expect((await admin("grant", "user@example.com")).out).toBe(
      "user@example.com is now an admin.",
    );
    expect(await role("user@example.com")).toBe("admin");
    expect((await admin("grant", "user@example.com")).out).toMatch(/already an admin/);
  });

  it("revokes, and warns when ADMIN_EMAILS would give the role back", async () => {
    expect(await admin("revoke", "user@example.com")).toEqual({
      code: 0,
      out: "user@example.com is no longer an admin.",
      err: "",
    });
    expect(await role("user@example.com")).toBe("user");
    await admin("grant", "listed@example.net");
    const listed = await admin("revoke", "listed@example.net");
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/listed in ADMIN_EMAILS/);
  });

  it("refuses to revoke the last admin who can sign in", async () => {
    expect((await admin("revoke", "new.admin@example.net")).code).toBe(0);
    expect(await admin("list")).toMatchObject({ out: "admin@example.com" });
    const refused = await admin("revoke", "admin@example.com");
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/last admin/);
    expect(await role("admin@example.com")).toBe("admin");
    // A banned admin cannot sign in: it does not count as another admin.
    await admin("grant", "banned.admin@example.net");
    await app.prisma.user.update({
      where: { email: "banned.admin@example.net" },
      data: { banned: true },
    });
    expect((await admin("list")).out).toBe("admin@example.com\nbanned.admin@example.net (banned)");
    expect((await admin("revoke", "admin@example.com")).code).toBe(1);
    expect(await role("admin@example.com")).toBe("admin");
  });

  it.each([
    [[], 2],
    [["grant"], 2],
    [["grant", "not-an-address"], 2],
    [["promote", "a@example.net"], 2],
    [["list", "extra"], 2],
    [["revoke", "nobody@example.net"], 1],
  ] as const)("answers %j with exit code %i and changes nothing", async (args, code) => {
    const before = await app.prisma.user.count({ where: { role: "admin" } });
    const result = await admin(...args);
    expect(result.code).toBe(code);
    expect(result.err).not.toBe("");
    expect(await app.prisma.user.count({ where: { role: "admin" } })).toBe(before);
  });
});
