import { createHmac, randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionLookup } from "../../server/auth/session-lookup.ts";
import { sessionMayAct } from "../../server/auth/session-rules.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// The GraphQL session lookup (server/auth/session-lookup.ts, docs/decisions/050-*) re-implements
// better-auth's cookie check for the common case. On generated sessions and cookies it must
// name the same caller as better-auth's getSession with the session rules (session-rules.ts),
// which is what GraphQL used before it and what REST uses.

let app: TestApp;
let lookup: ReturnType<typeof createSessionLookup>;
let settings: { name: string; secret: string; expiresIn: number; updateAge: number };

beforeAll(async () => {
  app = await createTestApp();
  lookup = createSessionLookup(app.auth, app.prisma);
  const context = await app.auth.$context;
  settings = {
    name: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
  };
});
afterAll(() => app?.close());

const DAY = 86_400_000;

const scenario = fc.record({
  // When the session ends: past, due for better-auth's refresh, or fresh.
  expires: fc.constantFrom("expired", "dueForRefresh", "fresh"),
  revoked: fc.boolean(),
  ban: fc.constantFrom("none", "forever", "until tomorrow", "ended yesterday"),
  impersonator: fc.constantFrom("none", "admin", "demoted admin", "banned admin"),
  cookie: fc.constantFrom(
    "signed",
    "signed, not encoded",
    "quoted",
    "spaces around =",
    "tampered signature",
    "signature's unused bits set",
    "tampered token",
    "unsigned",
    "signed, then a forgery of the same name",
    "a forgery, then signed",
    "another session's, then signed",
    "none",
  ),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const sign = (token: string) =>
  `${token}.${createHmac("sha256", settings.secret).update(token).digest("base64")}`;

async function createUser(role: string, banned = false) {
  const id = randomUUID();
  await app.prisma.user.create({
    data: { id, name: "", email: `${id}@example.com`, emailVerified: true, role, banned },
  });
  return id;
}

/** The rows a scenario describes, and the Cookie header it sends. */
async function arrange(given: Scenario): Promise<string> {
  const now = Date.now();
  const bans = {
    none: {},
    forever: { banned: true },
    "until tomorrow": { banned: true, banExpires: new Date(now + DAY) },
    "ended yesterday": { banned: true, banExpires: new Date(now - DAY) },
  };
  const userId = await createUser("user");
  await app.prisma.user.update({ where: { id: userId }, data: bans[given.ban] });
  const impersonatedBy =
    given.impersonator === "none"
      ? null
      : await createUser(
          given.impersonator === "demoted admin" ? "user" : "admin",
          given.impersonator === "banned admin",
        );
  const expiresAt = {
    expired: now - 1000,
    dueForRefresh: now + (settings.expiresIn - settings.updateAge) * 1000 - 60_000,
    fresh: now + settings.expiresIn * 1000 - 60_000,
  }[given.expires];
  const token = randomUUID().replaceAll("-", "");
  await app.prisma.session.create({
    data: {
      id: randomUUID(),
      token,
      userId,
      impersonatedBy,
      expiresAt: new Date(expiresAt),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    },
  });
  if (given.revoked) await app.prisma.session.delete({ where: { token } });

  const { name } = settings;
  const signed = sign(token);
  const forged = `${token}.${"A".repeat(43)}=`;
  const other = sign(randomUUID().replaceAll("-", ""));
  const headers: Record<Scenario["cookie"], string> = {
    signed: `${name}=${encodeURIComponent(signed)}`,
    "signed, not encoded": `${name}=${signed}`,
    quoted: `${name}="${encodeURIComponent(signed)}"`,
    "spaces around =": ` ${name} = ${encodeURIComponent(signed)} `,
    "tampered signature": `${name}=${encodeURIComponent(signed.replace(/\.(.)/, (_, c: string) => (c === "A" ? ".B" : ".A")))}`,
    // base64's last character before "=" carries 2 unused bits: the same signature to a decoder.
    "signature's unused bits set": `${name}=${encodeURIComponent(signed.replace(/(.)=$/, (_, c: string) => `${BASE64[BASE64.indexOf(c) | 1]}=`))}`,
    "tampered token": `${name}=${encodeURIComponent(`x${signed}`)}`,
    unsigned: `${name}=${token}`,
    "signed, then a forgery of the same name": `${name}=${encodeURIComponent(signed)}; ${name}=${forged}`,
    "a forgery, then signed": `${name}=${forged}; ${name}=${encodeURIComponent(signed)}`,
    "another session's, then signed": `${name}=${encodeURIComponent(other)}; ${name}=${encodeURIComponent(signed)}`,
    none: "theme=dark",
  };
  return headers[given.cookie];
}

/** The caller better-auth names, under the rules GraphQL applies to it. */
async function betterAuthCaller(headers: Headers): Promise<string | null> {
  const session = await app.auth.api.getSession({ headers });
  return session && (await sessionMayAct(app.prisma, session)) ? session.user.id : null;
}

describe("session lookup", () => {
  it("names the same caller as better-auth's getSession, for every generated cookie", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (given) => {
        const cookie = await arrange(given);
        const headers = new Headers({ cookie });
        // Ours first: a session due for refresh is refreshed by better-auth either way, and an
        // expired one deleted, so the second reading sees what the first left.
        const ours = (await lookup(headers))?.user.id ?? null;
        const theirs = await betterAuthCaller(headers);
        expect({ given, ours }).toEqual({ given, ours: theirs });
      }),
      { numRuns: 120 },
    );
  });

  it("reads a signature as bytes, as better-auth does: base64's unused bits do not matter", async () => {
    const cookie = await arrange({
      expires: "fresh",
      revoked: false,
      ban: "none",
      impersonator: "none",
      cookie: "signature's unused bits set",
    });
    const headers = new Headers({ cookie });
    const theirs = await betterAuthCaller(headers);
    expect(theirs).not.toBeNull();
    expect((await lookup(headers))?.user.id).toBe(theirs);
  });

  it("returns the same session and user as getSession", async () => {
    const cookie = await arrange({
      expires: "fresh",
      revoked: false,
      ban: "none",
      impersonator: "admin",
      cookie: "signed",
    });
    const headers = new Headers({ cookie });
    const expected = await app.auth.api.getSession({ headers });
    expect(expected).not.toBeNull();
    expect(await lookup(headers)).toEqual(expected);
  });
});
