import { useId, type ReactNode } from "react";
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { activityChart_points$key } from "../../__generated__/activityChart_points.graphql";
import { textDirection, toLocale } from "#shared/i18n/locales";
import { ActivityBars, type ActivityTone } from "./activity-bars";
import { useChartCursor } from "./use-chart-cursor";

const fragment = graphql`
  fragment activityChart_points on ActivityDay @relay(plural: true) {
    day
    count
  }
`;

type Props = {
  title: ReactNode;
  points: activityChart_points$key;
  days: number;
  tone: ActivityTone;
};

// The buckets are UTC days: a day is named as the API counted it, not in the reader's zone.
const DAY_FORMAT = { month: "short", day: "numeric", timeZone: "UTC" } as const;

/** A card with one daily series as bars, what the pointed-at day holds, and a table. */
export function ActivityChart({ title, points, days, tone }: Props) {
  const intl = useIntl();
  const rows = useFragment(fragment, points).map((point) => ({
    label: intl.formatDate(point.day, DAY_FORMAT),
    count: point.count,
  }));
  const rtl = textDirection(toLocale(intl.locale) ?? "en") === "rtl";
  const { active, handlers } = useChartCursor(rows.length, rtl);
  const id = useId();
  const [titleId, readoutId, keysId] = [`${id}-title`, `${id}-readout`, `${id}-keys`];
  const counts = rows.map((row) => row.count);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const peak = Math.max(0, ...counts);
  const pointed = active === null ? undefined : rows[active];
  // First, middle and last day under the bars; flex order follows the page's direction.
  const ticks = [...new Set([0, Math.floor((rows.length - 1) / 2), rows.length - 1])];

  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={titleId} className="font-medium text-zinc-900">
          {title}
        </h3>
        <span className="text-2xl font-semibold text-zinc-900">
          <FormattedNumber value={total} />
        </span>
      </div>
      {total === 0 ? (
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="dashboard.manager.activity.empty" values={{ days }} />
        </p>
      ) : (
        <>
          <p id={readoutId} aria-live="polite" className="min-h-5 text-sm text-zinc-600">
            {pointed ? (
              <FormattedMessage
                id="dashboard.manager.activity.point"
                values={{ day: pointed.label, count: pointed.count }}
              />
            ) : (
              <FormattedMessage
                id="dashboard.manager.activity.summary"
                values={{ total, days, peak }}
              />
            )}
          </p>
          <p id={keysId} className="sr-only">
            <FormattedMessage id="dashboard.manager.activity.keys" />
          </p>
          <div
            role="group"
            tabIndex={0}
            aria-labelledby={titleId}
            aria-describedby={`${readoutId} ${keysId}`}
            className="relative cursor-crosshair touch-pan-y rounded pt-5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-zinc-900"
            {...handlers}
          >
            <span className="absolute start-0 top-0 text-xs text-zinc-600" aria-hidden="true">
              <FormattedNumber value={peak} />
            </span>
            <ActivityBars counts={counts} peak={peak} active={active} tone={tone} rtl={rtl} />
          </div>
          <div className="flex justify-between text-xs text-zinc-600" aria-hidden="true">
            {ticks.map((index) => (
              <span key={index}>{rows[index]?.label}</span>
            ))}
          </div>
          {/* The values for screen readers: the drawing is hidden from them. */}
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="dashboard.manager.activity.day" />
                </th>
                <th scope="col">{title}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>
                    <FormattedNumber value={row.count} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
