import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { ACTIVITY_RANGES } from "#shared/dashboard/activity";
import { activityRangeSearch } from "./activity-search-params";

/**
 * The period of the charts, as links that change `?days=` (the loader fetches it): the
 * browser's back button returns to the previous period and the view can be shared.
 */
export function ActivityRangeSwitch({ current }: { current: number }) {
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
