import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activityStart } from "#shared/dashboard/activity";
import { onQuery } from "../../server/db/db.ts";
import { queryCost } from "../../server/graphql/query-cost.ts";
import { schema } from "../../server/schema/index.ts";
import { createTestApp, type TestApp } from "../setup/test-app.ts";
import { createKey, setUpPrincipals, type Principals } from "./graphql-support.ts";

// Query.activity (docs/decisions/038-*): daily counts of new users and repositories over the
// last N days, in UTC, zero-filled, one SQL statement per series; admins only.

const DAY = 86_400_000;
const ACTIVITY = `query ($days: Int) { activity(days: $days) {
  days since
  usersCreated { day count }
  repositoriesCreated { day count }
} }`;

type Point = { day: string; count: number };
type Activity = {
  days: number;
  since: string;
  usersCreated: Point[];
  repositoriesCreated: Point[] | null;
};

let app: TestApp;
let principals: Principals;
let log: string[] = [];
let today: number;
const at = (daysAgo: number, offsetMs = 0) => new Date(today - daysAgo * DAY + offsetMs);

let seq = 0;
async function user(createdAt: Date) {
  seq += 1;
  await app.prisma.user.create({
    data: { id: `activity-${seq}`, name: "", email: `activity-${seq}@example.com`, createdAt },
  });
}
async function repository(createdAt: Date) {
  seq += 1;
  await app.prisma.repository.create({
    data: { name: `activity-${seq}`, link: "example.com/activity", createdAt },
  });
}

beforeAll(async () => {
  app = await createTestApp();
  // Date stops for the file (timers stay real): a run that crosses midnight UTC would see the
  // server's "today" move past the rows made for it.
  vi.useFakeTimers({ toFake: ["Date"] });
  today = activityStart(1).getTime();
  principals = await setUpPrincipals(app);
  // Everything the seed and the sign-ins made is moved out of every window the tests ask for.
  const old = new Date("2000-01-01T00:00:00.000Z");
  await app.prisma.user.updateMany({ data: { createdAt: old } });
  await app.prisma.repository.updateMany({ data: { createdAt: old } });
  await user(at(0)); // the first millisecond of today
  await user(at(0, -1)); // the last of yesterday
  await user(at(2, 12 * 3_600_000));
  await user(at(2, 13 * 3_600_000));
  await user(at(7)); // before a 7-day window
  await repository(at(6)); // the first day of a 7-day window
  await repository(at(6, -1)); // just before it
  for (let i = 0; i < 3; i++) await repository(at(0, 60_000));
  onQuery(app.prisma, (event) => log.push(event.query));
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
});

const activity = (days: unknown, credentials = principals.admin) =>
  app.graphql<{ activity: Activity | null }>(ACTIVITY, { ...credentials, variables: { days } });
const counts = (points: Point[] | null | undefined) => points?.map((point) => point.count);
const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.map((error) => error.extensions?.code);

describe("activity", () => {
  it("counts each UTC day, oldest first, with days that had nothing as 0", async () => {
    log = [];
    const { body } = await activity(7);
    expect(body.errors).toBeUndefined();
    const result = body.data?.activity;
    expect(result?.days).toBe(7);
    expect(result?.since).toBe(at(6).toISOString());
    expect(result?.usersCreated.map((point) => point.day)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((daysAgo) => at(daysAgo).toISOString()),
    );
    expect(counts(result?.usersCreated)).toEqual([0, 0, 0, 0, 2, 1, 1]);
    expect(counts(result?.repositoriesCreated)).toEqual([1, 0, 0, 0, 0, 0, 3]);
    // One statement per series, whatever the number of days.
    expect(log.filter((query) => query.includes("generate_series"))).toHaveLength(2);
  });

  it("covers 30 days by default, and any number from 1 to 365", async () => {
    for (const days of [undefined, null]) {
      const result = (await activity(days)).body.data?.activity;
      expect(result?.days).toBe(30);
      expect(result?.usersCreated).toHaveLength(30);
      expect(result?.since).toBe(at(29).toISOString());
    }
    const one = (await activity(1)).body.data?.activity;
    expect(counts(one?.usersCreated)).toEqual([1]);
    expect(counts(one?.repositoriesCreated)).toEqual([3]);
    const year = (await activity(365)).body.data?.activity;
    expect(year?.repositoriesCreated).toHaveLength(365);
    expect(counts(year?.usersCreated)?.reduce((a, b) => a + b)).toBe(5);
  });

  it("refuses any other number of days with VALIDATION, reading nothing", async () => {
    for (const days of [0, -1, 366, 100_000, 2_147_483_647]) {
      log = [];
      const { status, body } = await activity(days);
      expect(status, String(days)).toBe(200);
      expect(codes(body), String(days)).toEqual(["VALIDATION"]);
      expect(body.errors?.[0]).toMatchObject({
        message: "days must be between 1 and 365.",
        extensions: { field: "days" },
      });
      expect(body.data?.activity ?? null).toBeNull();
      expect(log.filter((query) => query.includes("generate_series"))).toEqual([]);
    }
    const french = await app.graphql(ACTIVITY, {
      ...principals.admin,
      variables: { days: 0 },
      headers: { "accept-language": "fr" },
    });
    expect(french.body.errors?.[0]?.message).toBe("days doit être compris entre 1 et 365.");
  });

  it("is for admins: anyone else is refused with the usual codes", async () => {
    const expected = { anonymous: "UNAUTHENTICATED", user: "FORBIDDEN", userKey: "FORBIDDEN" };
    for (const [principal, code] of Object.entries(expected)) {
      const { body } = await activity(7, principals[principal as keyof typeof expected]);
      expect(codes(body), principal).toEqual([code]);
      expect(body.data?.activity ?? null, principal).toBeNull();
    }
  });

  it("gives an admin's key what its scopes allow: users need USER_READ, repositories both", async () => {
    const keyWith = async (scopes: string[]) => {
      const key = await createKey(app, principals.ids.admin, 30, scopes);
      return { headers: { authorization: `Bearer ${key.secret}` } };
    };
    const repositoriesOnly = await activity(7, await keyWith(["REPOSITORY_READ"]));
    expect(codes(repositoriesOnly.body)).toEqual(["FORBIDDEN"]);
    expect(repositoriesOnly.body.data?.activity ?? null).toBeNull();

    const usersOnly = await activity(7, await keyWith(["USER_READ"]));
    expect(codes(usersOnly.body)).toEqual(["FORBIDDEN"]);
    expect(usersOnly.body.errors?.[0]?.path).toEqual(["activity", "repositoriesCreated"]);
    expect(counts(usersOnly.body.data?.activity?.usersCreated)).toEqual([0, 0, 0, 0, 2, 1, 1]);
    expect(usersOnly.body.data?.activity?.repositoriesCreated).toBeNull();

    const both = await activity(7, await keyWith(["USER_READ", "REPOSITORY_READ"]));
    expect(both.body.errors).toBeUndefined();
    expect(counts(both.body.data?.activity?.repositoriesCreated)).toEqual([1, 0, 0, 0, 0, 0, 3]);
  });

  it("costs one point per day of each series asked for", () => {
    const cost = (days?: number) =>
      queryCost({ schema, document: parse(ACTIVITY), variables: days ? { days } : {} });
    expect(cost(7)).toBe(1 + 7 * 2);
    expect(cost()).toBe(1 + 30 * 2);
    expect(cost(365)).toBe(1 + 365 * 2);
    const one = `{ activity(days: 90) { usersCreated { count } } }`;
    expect(queryCost({ schema, document: parse(one) })).toBe(1 + 90);
    // Out of range is refused by the resolver; its price stays bounded by the largest range.
    expect(cost(100_000)).toBe(1 + 365 * 2);
  });
});
