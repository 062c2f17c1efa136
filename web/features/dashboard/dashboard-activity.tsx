import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link, useSearchParams } from "react-router";
import { ACTIVITY_RANGES } from "#shared/dashboard/activity";
import type { dashboardActivity_query$key } from "../../__generated__/dashboardActivity_query.graphql";
import { ActivityChart } from "./activity-chart";
import { activityRangeSearch } from "./activity-search-params";

const fragment = graphql`
  fragment dashboardActivity_query on Query
  @argumentDefinitions(days: { type: "Int", defaultValue: 30 }) {
    activity(days: $days) {
      days
      usersCreated {
        ...activityChart_points
      }
      repositoriesCreated {
        ...activityChart_points
      }
    }
  }
`;

/** New users and repositories per day, across both columns, each chart in line with the cards. */
export function DashboardActivity({ query }: { query: dashboardActivity_query$key }) {
  const { activity } = useFragment(fragment, query);
  const { days } = activity;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 sm:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-zinc-900">
          <FormattedMessage id="dashboard.manager.activity.title" />
        </h2>
        <ActivityRangeSwitch current={days} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActivityChart
          title={<FormattedMessage id="dashboard.manager.activity.usersCreated" />}
          points={activity.usersCreated}
          days={days}
          tone="sky"
        />
        {activity.repositoriesCreated && (
          <ActivityChart
            title={<FormattedMessage id="dashboard.manager.activity.repositoriesCreated" />}
            points={activity.repositoriesCreated}
            days={days}
            tone="emerald"
          />
        )}
      </div>
    </section>
  );
}

/** Links that change `?days=`: back returns to the previous period, and the view can be shared. */
function ActivityRangeSwitch({ current }: { current: number }) {
  const [params] = useSearchParams();
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-sm text-zinc-600">
        <FormattedMessage id="dashboard.manager.activity.range" />
      </span>
      <div role="group" aria-labelledby={labelId} className="flex rounded-lg bg-zinc-100 p-1">
        {ACTIVITY_RANGES.map((range) => (
          <Link
            key={range}
            to={{ search: activityRangeSearch(params, range) }}
            replace
            preventScrollReset
            aria-current={range === current ? "true" : undefined}
            className="rounded-md px-3 py-1 text-sm font-medium text-zinc-700 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-zinc-900 aria-[current=true]:bg-white aria-[current=true]:text-zinc-900 aria-[current=true]:shadow-sm"
          >
            <FormattedMessage id="dashboard.manager.activity.rangeDays" values={{ days: range }} />
          </Link>
        ))}
      </div>
    </div>
  );
}
