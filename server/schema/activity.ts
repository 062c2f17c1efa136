import { ACTIVITY_DAYS, activityStart, isActivityDays } from "#shared/dashboard/activity";
import { Prisma } from "../generated/prisma/client.ts";
import type { Context } from "../graphql/context.ts";
import { LIST_SIZE_EXTENSION, type ListSizeOf } from "../graphql/query-cost.ts";
import { builder } from "./builder.ts";
import { apiError } from "../graphql/errors.ts";

// Daily counts of new users and repositories for the dashboard (docs/decisions/038-*): one
// statement per series, a range scan of the `(createdAt, id)` index grouped by UTC day and
// joined onto `generate_series`, so a day without rows is there with 0.

type ActivityShape = { days: number; since: Date };
type Point = { day: Date; count: number };

async function dailyCounts(
  context: Pick<Context, "prisma">,
  table: "user" | "repository",
  { days, since }: ActivityShape,
): Promise<Point[]> {
  const start = Prisma.sql`${since}::timestamp(3)`;
  const end = Prisma.sql`(${start} + make_interval(days => ${days}::int))`;
  const rows = await context.prisma.$queryRaw<{ day: Date | string; count: number }[]>`
    WITH counts AS (
      SELECT date_trunc('day', "createdAt") AS day, COUNT(*)::int AS count
      FROM ${Prisma.raw(`"${table}"`)}
      WHERE "createdAt" >= ${start} AND "createdAt" < ${end}
      GROUP BY 1
    )
    SELECT series.day, COALESCE(counts.count, 0) AS count
    FROM generate_series(${start}, ${end} - interval '1 day', interval '1 day') AS series(day)
    LEFT JOIN counts ON counts.day = series.day
    ORDER BY series.day`;
  // A driver may hand a `timestamp` back as text without a zone; it is UTC.
  return rows.map(({ day, count }) => ({
    day: day instanceof Date ? day : new Date(`${day.replace(" ", "T")}Z`),
    count,
  }));
}

const ActivityDayRef = builder.objectRef<Point>("ActivityDay").implement({
  description: "How many were created on one day (UTC).",
  fields: (t) => ({
    day: t.expose("day", { type: "DateTime", description: "The day's start, midnight UTC." }),
    count: t.exposeInt("count", { description: "How many were created that day." }),
  }),
});

const ActivityRef = builder.objectRef<ActivityShape>("Activity").implement({
  description:
    "Daily counts over the last `days` days, oldest first, each day present (0 when none).",
  fields: (t) => ({
    days: t.exposeInt("days", { description: "How many days, today (UTC) included." }),
    since: t.expose("since", { type: "DateTime", description: "Midnight UTC of the first day." }),
    usersCreated: t.field({
      type: [ActivityDayRef],
      description: "Accounts created each day (sign-ups and accounts made by admins).",
      resolve: (activity, _args, context) => dailyCounts(context, "user", activity),
    }),
    repositoriesCreated: t.field({
      type: [ActivityDayRef],
      nullable: true,
      // A key reads repositories only with REPOSITORY_READ, here as everywhere else.
      authScopes: { permission: { repository: ["read"] } },
      description:
        "Repositories created each day. Keys also need REPOSITORY_READ (else null and FORBIDDEN).",
      resolve: (activity, _args, context) => dailyCounts(context, "repository", activity),
    }),
  }),
});

/** An out-of-range `days` is refused before it runs; priced at the largest range meanwhile. */
const daysOf = (value: unknown) => (value ?? ACTIVITY_DAYS.default) as number;
const listSize: ListSizeOf = (args) => {
  const days = daysOf(args.days);
  return isActivityDays(days) ? days : ACTIVITY_DAYS.max;
};

builder.queryField("activity", (t) =>
  t.field({
    type: ActivityRef,
    description: `New users and repositories per UTC day (admins; keys need USER_READ). Errors: VALIDATION (days outside ${ACTIVITY_DAYS.min}–${ACTIVITY_DAYS.max}).`,
    // An overview of everyone's accounts: what listing users needs.
    authScopes: { permission: { user: ["list"] } },
    extensions: { [LIST_SIZE_EXTENSION]: listSize },
    args: {
      days: t.arg.int({
        required: false,
        defaultValue: ACTIVITY_DAYS.default,
        description: `How many days, today included: ${ACTIVITY_DAYS.min} to ${ACTIVITY_DAYS.max} (null: ${ACTIVITY_DAYS.default}).`,
      }),
    },
    resolve: (_root, args, context) => {
      const days = daysOf(args.days);
      if (!isActivityDays(days)) {
        throw apiError(context.locale, "VALIDATION", "api.errors.activityDays", {
          field: "days",
          values: { min: ACTIVITY_DAYS.min, max: ACTIVITY_DAYS.max },
        });
      }
      return { days, since: activityStart(days) };
    },
  }),
);
