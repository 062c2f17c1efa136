import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../server/auth/admin-roles.ts";
import { isLastAdminViolation } from "../../server/auth/last-admin.ts";
import { translator } from "../../server/i18n.ts";
import { postJson } from "../setup/auth-requests.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";

// Two admins removing each other at the same moment: each check alone sees "another admin is
// left", so only a check serialised with the write keeps one (ADR 023). Every path that can
// take the role away races here: GraphQL, better-auth's REST routes, deleting one's own
// account and the admin command line.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const LAST_ADMIN = translator("en")("api.errors.lastAdmin");
type Admin = { id: string; email: string; cookie: string; gid: string };
let round = 0;

/** Two fresh admins, signed in, and no other admin: the state in which the race matters. */
async function twoAdmins(): Promise<[Admin, Admin]> {
  round += 1;
  const made: Admin[] = [];
  for (const name of ["a", "b"]) {
    const email = `race-${name}-${round}@example.com`;
    await app.signIn(email);
    const user = await app.prisma.user.update({ where: { email }, data: { role: "admin" } });
    made.push({ id: user.id, email, cookie: await app.signIn(email), gid: "" });
  }
  const ids = made.map((admin) => admin.id);
  await app.prisma.user.updateMany({
    where: { role: { contains: "admin" }, id: { notIn: ids } },
    data: { role: "user" },
  });
  const [a, b] = made.map((admin) => ({ ...admin, gid: encodeGlobalID("User", admin.id) }));
  return [a!, b!];
}

const activeAdmins = () =>
  app.prisma.user.count({
    where: {
      role: { contains: "admin" },
      OR: [{ banned: false }, { banned: null }, { banExpires: { lte: new Date() } }],
    },
  });

const demote = (by: Admin, target: Admin) =>
  app.graphql(
    `mutation ($id: ID!) { updateUser(input: { id: $id, roles: [USER] }) { user { id } } }`,
    { variables: { id: target.gid }, cookie: by.cookie },
  );
const ban = (by: Admin, target: Admin) =>
  app.graphql(
    `mutation ($id: ID!) { banUser(input: { userId: $id, reason: "race" }) { user { id } } }`,
    { variables: { id: target.gid }, cookie: by.cookie },
  );
const remove = (by: Admin, target: Admin) =>
  app.graphql(`mutation ($id: ID!) { deleteUser(input: { userId: $id }) { deletedUserId } }`, {
    variables: { id: target.gid },
    cookie: by.cookie,
  });
const rest = (by: Admin, path: string, body: unknown) =>
  postJson(app, `/api/auth${path}`, body, { cookie: by.cookie });

type GraphQLOutcome = Awaited<ReturnType<TestApp["graphql"]>>;
const graphqlCodes = (outcomes: GraphQLOutcome[]) =>
  outcomes.flatMap((outcome) => outcome.body.errors ?? []).map((error) => error.extensions?.code);
const restRefusals = (outcomes: Awaited<ReturnType<typeof rest>>[]) =>
  outcomes
    .filter((outcome) => outcome.status !== 200)
    .map((outcome) => ({ status: outcome.status, code: outcome.body.code }));
const sessionOf = async (admin: Admin) =>
  (await app.request("/api/auth/get-session", { headers: { cookie: admin.cookie } })).json();

// A request that comes second may also find its caller already demoted (FORBIDDEN, 403) or
// signed out by a ban or deletion (UNAUTHENTICATED, 401): refusals as right as the last-admin one.
describe("two admins removing each other at once leave one admin", () => {
  it("GraphQL updateUser against updateUser: the second gets the last-admin refusal", async () => {
    const [a, b] = await twoAdmins();
    const outcomes = await Promise.all([demote(a, b), demote(b, a)]);
    expect(await activeAdmins()).toBe(1);
    expect(graphqlCodes(outcomes)).toEqual(["FORBIDDEN"]);
    const messages = outcomes.flatMap((outcome) => outcome.body.errors ?? []);
    expect(messages.map((error) => error.message)).toEqual([LAST_ADMIN]);
  });

  it("each deleting their own account: the second is refused and keeps its session", async () => {
    const [a, b] = await twoAdmins();
    const outcomes = await Promise.all([rest(a, "/delete-user", {}), rest(b, "/delete-user", {})]);
    expect(await activeAdmins()).toBe(1);
    expect(restRefusals(outcomes)).toEqual([{ status: 400, code: "CANNOT_REMOVE_LAST_ADMIN" }]);
    const kept = outcomes[0]!.status === 200 ? b : a;
    expect((await sessionOf(kept)) as unknown).toMatchObject({ user: { id: kept.id } });
  });

  it("GraphQL banUser against deleteUser", async () => {
    const [a, b] = await twoAdmins();
    const outcomes = await Promise.all([ban(a, b), remove(b, a)]);
    expect(await activeAdmins()).toBe(1);
    const codes = graphqlCodes(outcomes);
    expect(codes).toHaveLength(1);
    expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(codes[0]);
  });

  it("REST set-role against ban-user", async () => {
    const [a, b] = await twoAdmins();
    const outcomes = await Promise.all([
      rest(a, "/admin/set-role", { userId: b.id, role: "user" }),
      rest(b, "/admin/ban-user", { userId: a.id, banReason: "race" }),
    ]);
    expect(await activeAdmins()).toBe(1);
    const refusals = restRefusals(outcomes);
    expect(refusals).toHaveLength(1);
    expect([400, 401, 403]).toContain(refusals[0]!.status);
  });

  it("the admin command line against GraphQL", async () => {
    const [a, b] = await twoAdmins();
    const errors: string[] = [];
    const [code, outcome] = await Promise.all([
      runAdminCommand(["revoke", b.email], {
        prisma: app.prisma,
        adminEmails: [],
        out: () => {},
        err: (line) => errors.push(line),
      }),
      demote(b, a),
    ]);
    expect(await activeAdmins()).toBe(1);
    const refusals = [code === 1 ? "cli" : null, ...graphqlCodes([outcome])];
    expect(refusals.filter(Boolean)).toHaveLength(1);
    if (code === 1) expect(errors.join("\n")).toMatch(/last admin/);
    else expect(graphqlCodes([outcome])).toEqual(["FORBIDDEN"]);
  });

  it("the database's refusal reaches a REST caller as the same code", async () => {
    // A role the server's count takes for an admin ("admin" inside another name) but the
    // database does not: the server's check passes and the write is refused, as when another
    // instance's removal won the race.
    const [a, b] = await twoAdmins();
    await app.prisma.user.update({ where: { id: b.id }, data: { role: "user,xadmin" } });
    const refused = await rest(a, "/delete-user", {});
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 400,
      code: "CANNOT_REMOVE_LAST_ADMIN",
    });
    expect(await app.prisma.user.count({ where: { id: a.id } })).toBe(1);
    expect(await activeAdmins()).toBe(2);
  });

  it("two writes straight to the database (another instance, hand-written SQL)", async () => {
    const [a, b] = await twoAdmins();
    const results = await Promise.allSettled(
      [a, b].map((admin) =>
        app.prisma.user.update({ where: { id: admin.id }, data: { role: "user" } }),
      ),
    );
    expect(await activeAdmins()).toBe(1);
    const rejected = results.filter((result) => result.status === "rejected");
    expect(rejected.map((result) => isLastAdminViolation(result.reason))).toEqual([true]);
  });
});
