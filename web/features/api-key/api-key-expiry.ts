// Expiry choices of the create form: a few common lifetimes, or a day picked in the calendar.
export const EXPIRY_PRESETS = ["30", "90", "365", "custom"] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number];

const DAY_MS = 86_400_000;

/** The expiry instant for a preset (`now` + days), or the end of the picked day. */
export function expiryDate(
  preset: ExpiryPreset,
  customDay: Date | undefined,
  now = new Date(),
): Date | undefined {
  if (preset !== "custom") return new Date(now.getTime() + Number(preset) * DAY_MS);
  if (!customDay) return undefined;
  const end = new Date(customDay);
  end.setHours(23, 59, 59, 0);
  return end;
}
