import { parseAccept } from "hono/utils/accept";

// Browsers send a handful; a header of thousands of tags (up to Node's 16 kB header limit)
// must not cost thousands of matches on every request. Only the most wanted count.
const MAX_LANGUAGES = 16;

/**
 * The language tags of an Accept-Language header, by decreasing weight (equal weights keep
 * the header's order); `q=0` means "not this one". Server only: browsers give
 * `navigator.languages` already ordered, so the web bundle never carries this parser.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return parseAccept(header ?? "")
    .filter(({ q }) => q > 0)
    .slice(0, MAX_LANGUAGES)
    .map(({ type }) => type);
}
