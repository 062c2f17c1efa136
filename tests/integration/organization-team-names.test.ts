import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { CREATE_ORG, CREATE_TEAM, UPDATE_TEAM, caller } from "./organizations-support.ts";

// A team's name is unique in its organization (docs/decisions/110): better-auth never raises
// its TEAM_ALREADY_EXISTS, so two teams of one organization could share a name. A unique index
// decides, for creation and renaming, sequential or at once; another organization may use it.

let app: TestApp;
let call: ReturnType<typeof caller>;
let owner: { cookie: string };

beforeAll(async () => {
  app = await createTestApp({ ORGANIZATIONS_PER_USER: "50", TEAMS_PER_ORGANIZATION: "50" });
  call = caller(app);
  owner = { cookie: await app.signIn(`teams-${randomUUID().slice(0, 8)}@example.com`) };
});
afterAll(() => app?.close());

async function organization() {
  const slug = `teams-${randomUUID().slice(0, 8)}`;
  const created = await call<{ createOrganization: { organization: { id: string } } }>(
    CREATE_ORG,
    { input: { name: `Teams ${slug}`, slug } },
    owner,
  );
  return created.data?.createOrganization.organization.id ?? "";
}

type Created = { createTeam: { team: { id: string; name: string } } };
const createTeam = (organizationId: string, name: string, headers?: Record<string, string>) =>
  call<Created>(CREATE_TEAM, { input: { organizationId, name } }, { ...owner, headers });

const teamsNamed = (organizationId: string, name: string) =>
  app.prisma.team.count({ where: { organizationId: decodeGlobalID(organizationId).id, name } });

describe("team names", () => {
  it("are unique in an organization on creation: TEAM_ALREADY_EXISTS on name, translated", async () => {
    const organizationId = await organization();
    expect((await createTeam(organizationId, "Design")).code).toBeUndefined();
    const again = await createTeam(organizationId, "Design", { "accept-language": "fr" });
    expect(again).toMatchObject({ status: 200, code: "TEAM_ALREADY_EXISTS", field: "name" });
    expect(again.message).toBe("L’équipe existe déjà");
    expect(await teamsNamed(organizationId, "Design")).toBe(1);
  });

  it("are free in another organization", async () => {
    const first = await organization();
    const second = await organization();
    expect((await createTeam(first, "Ops")).code).toBeUndefined();
    expect((await createTeam(second, "Ops")).code).toBeUndefined();
  });

  it("are unique on renaming, and a team keeps its own name", async () => {
    const organizationId = await organization();
    await createTeam(organizationId, "Sales");
    const other = await createTeam(organizationId, "Support");
    const teamId = other.data?.createTeam.team.id;
    const taken = await call(UPDATE_TEAM, { input: { teamId, name: "Sales" } }, owner);
    expect(taken).toMatchObject({ code: "TEAM_ALREADY_EXISTS", field: "name" });
    const same = await call(UPDATE_TEAM, { input: { teamId, name: "Support" } }, owner);
    expect(same.code).toBeUndefined();
    expect(await teamsNamed(organizationId, "Sales")).toBe(1);
  });

  it("hold under concurrent creation: one team, the others told why", async () => {
    const organizationId = await organization();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => createTeam(organizationId, "Race")),
    );
    expect(await teamsNamed(organizationId, "Race")).toBe(1);
    const codes = results.map((result) => result.code);
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    expect(codes.filter((code) => code === "TEAM_ALREADY_EXISTS")).toHaveLength(3);
  });
});
