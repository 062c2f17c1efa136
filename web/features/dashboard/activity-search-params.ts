import { ACTIVITY_DAYS, ACTIVITY_RANGES, type ActivityRange } from "#shared/dashboard/activity";

// The period in the URL (`?days=7`): anything but an offered range is the default, never sent.

export const ACTIVITY_PARAM = "days";

export function activityRangeFromParams(params: URLSearchParams): ActivityRange {
  const value = Number(params.get(ACTIVITY_PARAM));
  return ACTIVITY_RANGES.find((range) => range === value) ?? ACTIVITY_DAYS.default;
}

/** The search string for another range, other parameters kept; the default leaves it out. */
export function activityRangeSearch(params: URLSearchParams, range: ActivityRange): string {
  const next = new URLSearchParams(params);
  if (range === ACTIVITY_DAYS.default) next.delete(ACTIVITY_PARAM);
  else next.set(ACTIVITY_PARAM, String(range));
  const search = next.toString();
  return search ? `?${search}` : "";
}
