export const BAN_REASON_MAX_LENGTH = 500;

/**
 * better-auth takes a ban's length in seconds from now. A picked day means "banned through
 * that day": the ban ends when the day ends, in the admin's time zone.
 */
export function banExpiresInSeconds(lastDay: Date, now: Date = new Date()): number {
  const end = new Date(lastDay);
  end.setHours(23, 59, 59, 0);
  // Rounded down: the ban must not spill over into the next day.
  return Math.max(1, Math.floor((end.getTime() - now.getTime()) / 1000));
}
