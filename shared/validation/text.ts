// Characters that make stored text display as something other than what it says, shared by
// every name and description rule; the list and its reasons are in docs/decisions/047-*. No
// zod: the sign-in screens load these through user-fields.ts (docs/decisions/027).
// Multi-line text keeps tab, line feed and carriage return, which a text area sends. The
// joiners U+200C and U+200D, which Persian, Arabic and Indic words and emoji need, stay allowed
// after a character that is not ASCII; at the start or after ASCII they can only make "admin"
// and "admin\u200d" two different names.

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

const HIDDEN_OR_BREAK = /[\p{Cc}\p{Cs}\p{Co}\u2028\u2029]+/gu;
const FORMAT_BUT_JOINERS_ALL = /[^\P{Cf}\u200c\u200d]+/gu;
const STRAY_JOINERS = /(^|[\u0000-\u007f])[\u200c\u200d]+/gu;

/**
 * Text stored before these rules, or by a path they do not cover, shown on one line (an
 * e-mail's subject and sentences): what `isVisibleLine` refuses is taken out, line breaks and
 * controls become spaces, and runs of white space one. A value that passes is only trimmed.
 */
export function visibleLine(value: string): string {
  return value
    .replace(HIDDEN_OR_BREAK, " ")
    .replace(FORMAT_BUT_JOINERS_ALL, "")
    .replace(STRAY_JOINERS, "$1")
    .replace(/\s+/gu, " ")
    .trim();
}
