import { parseNormalizedColor, readableTextOn } from "./readable-text-color";

// Avatar backgrounds: Tailwind tokens (sRGB values) the dark palette does not turn over
// (web/dark-palette.css), so an avatar keeps its colour in both themes.
const AVATAR_COLORS: readonly (readonly [token: string, hex: string])[] = [
  ["orange-700", "#ca3500"],
  ["green-700", "#008236"],
  ["teal-700", "#00786f"],
  ["cyan-700", "#007595"],
  ["blue-600", "#155dfc"],
  ["indigo-600", "#4f39f6"],
  ["violet-600", "#7f22fe"],
  ["fuchsia-700", "#a800b7"],
  ["pink-700", "#c6005c"],
  ["rose-700", "#c70036"],
];

function firstCharacter(word: string): string {
  // By code point, so a letter outside the Basic Multilingual Plane stays whole.
  return Array.from(word)[0] ?? "";
}

/**
 * One or two letters: the first and last words of the name, else of the e-mail's local part
 * ("ada.lovelace@…" gives "AL"). Uppercased in `locale`, so Turkish "i" becomes "İ".
 */
export function avatarInitials(name: string, email: string, locale?: string): string {
  const fromName = name.trim().split(/\s+/).filter(Boolean);
  const words =
    fromName.length > 0
      ? fromName
      : (email.split("@")[0] ?? "").split(/[._+-]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  if (first === undefined) return "?";
  const last = words.length > 1 ? words.at(-1) : undefined;
  const letters = firstCharacter(first) + (last ? firstCharacter(last) : "");
  return letters.toLocaleUpperCase(locale);
}

/** FNV-1a: the same seed gives the same colour on every device and every visit. */
function hash(seed: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    value ^= seed.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Background and text colours for `seed` (a user id): stable, and always readable. */
export function avatarColors(seed: string): { background: string; color: string } {
  const background = AVATAR_COLORS[hash(seed) % AVATAR_COLORS.length]?.[1] ?? "#155dfc";
  return { background, color: readableTextOn(parseNormalizedColor(background) ?? [0, 0, 0]) };
}

export const AVATAR_PALETTE = AVATAR_COLORS.map(([, hex]) => hex);
