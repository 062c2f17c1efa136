import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUsers } from "../../prisma/seed/data.ts";
import { createSessionLookup } from "../../server/auth/session-lookup.ts";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";

// The GraphQL request's own session lookup (server/auth/session-lookup.ts, ADR 034) must
// answer exactly as better-auth's getSession, and nothing may be cached: privilege changes
// apply on the next request.

let app: TestApp;
let lookup: (headers: Headers) => Promise<unknown>;
const VIEWER = "{ viewer { id roles } }";
// A seeded address per test: each address may ask for 5 codes an hour.
const email = (index: number) => seedUsers()[index]?.email ?? "";

beforeAll(async () => {
  app = await createTestApp();
  const lookupWithBudget = createSessionLookup(app.auth, app.prisma);
  lookup = async (headers) => (await lookupWithBudget(headers)).session;
});
afterAll(() => app?.close());

const headersOf = (cookie: string) => new Headers({ cookie });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0];
const viewer = async (cookie: string) =>
  (await app.graphql<{ viewer: { id: string; roles: string[] } | null }>(VIEWER, { cookie })).body;

describe("session lookup", () => {
  it("returns what better-auth's getSession returns", async () => {
    const cookie = await app.signIn("user@example.com");
    const expected = await app.auth.api.getSession({ headers: headersOf(cookie) });
    expect(expected).not.toBeNull();
    expect(await lookup(headersOf(cookie))).toEqual(expected);
  });

  it("refuses a missing, forged or unknown cookie", async () => {
    const cookie = await app.signIn(email(2));
    const [name, value = ""] = cookie.split("=");
    const [token = "", signature = ""] = decodeURIComponent(value).split(".");
    const forged = `${name}=${encodeURIComponent(`${token}x.${signature}`)}`;
    const flipped = `${name}=${encodeURIComponent(`${token}.${signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`)}`;
    // The genuine cookie first: its verification is remembered, and must not vouch for a
    // forgery of the same token.
    expect(await lookup(headersOf(cookie))).not.toBeNull();
    for (const headers of [
      new Headers(),
      headersOf("other=1"),
      headersOf(forged),
      headersOf(flipped),
    ]) {
      expect(await lookup(headers)).toBeNull();
      expect(await app.auth.api.getSession({ headers })).toBeNull();
    }
  });

  it("reads a repeated cookie as better-auth does: the first counts", async () => {
    const first = await app.signIn("user@example.com");
    const second = await app.signIn("admin@example.com");
    const headers = headersOf(`${first}; ${second}`);
    const expected = await app.auth.api.getSession({ headers });
    expect(expected?.user.email).toBe("user@example.com");
    expect(await lookup(headers)).toEqual(expected);
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
    expect(await lookup(headersOf(cookie))).toBeNull();
    expect(await app.prisma.session.findUnique({ where: { token } })).toBeNull();
  });
});
