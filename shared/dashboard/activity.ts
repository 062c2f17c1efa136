// The dashboard's activity series (docs/decisions/038-dashboard-activity-charts.md): daily
// counts over the last N days, today (UTC) included. The API refuses any other N with
// VALIDATION; the web's range switcher offers a few and reads anything else as the default.

export const ACTIVITY_DAYS = { min: 1, max: 365, default: 30 } as const;

/** What the dashboard's range switcher offers, in days. */
export const ACTIVITY_RANGES = [7, 30, 90] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];

export function isActivityDays(days: number): boolean {
  return Number.isInteger(days) && days >= ACTIVITY_DAYS.min && days <= ACTIVITY_DAYS.max;
}

const DAY_MS = 86_400_000;

/** Midnight UTC of the first of the `days` days that end today (UTC). */
export function activityStart(days: number, now: Date = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}
