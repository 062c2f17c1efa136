import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUsers } from "../../prisma/seed/data.ts";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";

// A GraphQL request's session is better-auth's getSession, asked on every request
// (docs/decisions/050-*): nothing is cached, so privilege changes apply on the next request.

let app: TestApp;
const VIEWER = "{ viewer { id roles } }";
// A seeded address per test: each address may ask for 5 codes an hour.
const email = (index: number) => seedUsers()[index]?.email ?? "";

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0];
const viewer = async (cookie: string) =>
  (await app.graphql<{ viewer: { id: string; roles: string[] } | null }>(VIEWER, { cookie })).body;

describe("the GraphQL session", () => {
  it("refuses a missing, forged or unknown cookie", async () => {
    const cookie = await app.signIn(email(2));
    const [name, value = ""] = cookie.split("=");
    const [token = "", signature = ""] = decodeURIComponent(value).split(".");
    const forged = `${name}=${encodeURIComponent(`${token}x.${signature}`)}`;
    const flipped = `${name}=${encodeURIComponent(`${token}.${signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`)}`;
    expect((await viewer(cookie)).data?.viewer).not.toBeNull();
    for (const other of ["", "other=1", forged, flipped]) {
      expect((await viewer(other)).data?.viewer ?? null).toBeNull();
    }
  });

  it("reads a repeated cookie as better-auth does: the first counts", async () => {
    const first = await app.signIn("user@example.com");
    const second = await app.signIn("admin@example.com");
    const userId = (await viewer(first)).data?.viewer?.id;
    expect((await viewer(`${first}; ${second}`)).data?.viewer?.id).toBe(userId);
  });

  it("applies a role change, a ban, a revocation and a sign-out on the next request", async () => {
    const cookie = await app.signIn(email(3));
    const before = await viewer(cookie);
    expect(before.data?.viewer?.roles).toEqual(["USER"]);
    const userId = before.data?.viewer?.id ?? "";
    const dbId = (await app.prisma.session.findUniqueOrThrow({ where: { token: tokenOf(cookie) } }))
      .userId;

    await app.prisma.user.update({ where: { id: dbId }, data: { role: "admin" } });
    expect((await viewer(cookie)).data?.viewer).toEqual({ id: userId, roles: ["ADMIN"] });
    await app.prisma.user.update({ where: { id: dbId }, data: { role: "user", banned: true } });
    expect((await viewer(cookie)).data?.viewer ?? null).toBeNull();
    await app.prisma.user.update({ where: { id: dbId }, data: { banned: false } });
    expect((await viewer(cookie)).data?.viewer?.id).toBe(userId);

    await app.prisma.session.delete({ where: { token: tokenOf(cookie) } });
    expect((await viewer(cookie)).data?.viewer ?? null).toBeNull();

    const again = await app.signIn(email(3));
    expect((await viewer(again)).data?.viewer?.id).toBe(userId);
    const out = await app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie: again, "content-type": "application/json", origin: BASE_URL },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect((await viewer(again)).data?.viewer ?? null).toBeNull();
  });

  it("lets better-auth refresh a session due for it, through our session hooks", async () => {
    const cookie = await app.signIn(email(4));
    const token = tokenOf(cookie);
    // Less than expiresIn - updateAge (7 days - 1 day) left: better-auth extends it.
    const soon = new Date(Date.now() + 3600_000);
    await app.prisma.session.update({ where: { token }, data: { expiresAt: soon } });
    expect((await viewer(cookie)).data?.viewer).not.toBeNull();
    const row = await app.prisma.session.findUniqueOrThrow({ where: { token } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86400_000);
  });

  it("refuses an expired session and lets better-auth delete it", async () => {
    const cookie = await app.signIn(email(5));
    const token = tokenOf(cookie);
    await app.prisma.session.update({
      where: { token },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await viewer(cookie)).data?.viewer ?? null).toBeNull();
    expect(await app.prisma.session.findUnique({ where: { token } })).toBeNull();
  });
});
