import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { dashboardActivity_query$key } from "../../__generated__/dashboardActivity_query.graphql";
import { ActivityChart } from "./activity-chart";
import { ActivityRangeSwitch } from "./activity-range-switch";

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

/**
 * New users and repositories per day over the period in the URL. Spans the dashboard's two
 * columns with a grid of the same gap, so each chart lines up with the cards around it.
 */
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
