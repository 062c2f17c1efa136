// Characters that make stored text display as something other than what it says, shared by
// every name and description rule (docs/decisions/047-*). No zod: the sign-in screens load
// these through user-fields.ts (docs/decisions/027).
//
// - Controls (C0 and C1, ESC among them): terminals and logs obey them. Multi-line text keeps
//   tab, line feed and carriage return, which a text area sends.
// - Format characters (\p{Cf}): the bidirectional controls (U+202A–U+202E, U+2066–U+2069,
//   U+200E/U+200F, U+061C) reorder what follows ("Trojan Source", `evil\u202egnp.exe`); the
//   zero-width space, word joiner and byte-order mark (U+200B, U+2060, U+FEFF), the invisible
//   operators and the tag characters hide text or make two equal-looking names differ.
// - U+2028/U+2029 (line and paragraph separators): a line break that one-line fields and
//   JavaScript string literals do not expect.
// - Lone surrogates (no UTF-8 form) and private-use characters (no agreed glyph).
//
// The joiners U+200C (ZWNJ) and U+200D (ZWJ) are format characters that Persian, Arabic and
// Indic words and emoji sequences need ("می\u200cخواهم", "👩\u200d💻"). They stay allowed after a
// character that is not ASCII, where they can shape something, and are refused at the start
// and after ASCII, where they can only make "admin" and "admin\u200d" two different names.

const CONTROL_OR_UNASSIGNED_GLYPH = /[\p{Cc}\p{Cs}\p{Co}\u2028\u2029]/u;
const MULTILINE_CONTROL = /[^\P{Cc}\t\n\r]|[\p{Cs}\p{Co}\u2028\u2029]/u;
const FORMAT_BUT_JOINERS = /[^\P{Cf}\u200c\u200d]/u;
const STRAY_JOINER = /(?:^|[\u0000-\u007f])[\u200c\u200d]/u;

function hasHiddenFormatting(value: string): boolean {
  return FORMAT_BUT_JOINERS.test(value) || STRAY_JOINER.test(value);
}

/** One line of visible text: no controls, no hidden or reordering characters. */
export function isVisibleLine(value: string): boolean {
  return !CONTROL_OR_UNASSIGNED_GLYPH.test(value) && !hasHiddenFormatting(value);
}

/** Text that may span lines (tab, \n, \r allowed) but hides nothing. */
export function isVisibleText(value: string): boolean {
  return !MULTILINE_CONTROL.test(value) && !hasHiddenFormatting(value);
}
