/**
 * A picked day means "banned through that day": the ban ends when the day ends, in the
 * admin's time zone.
 */
export function banEndOfDay(lastDay: Date): Date {
  const end = new Date(lastDay);
  end.setHours(23, 59, 59, 0);
  return end;
}
