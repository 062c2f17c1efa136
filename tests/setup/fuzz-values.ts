import { Buffer } from "node:buffer";
import fc from "fast-check";
import { CURSOR_ORIGINS } from "./keyset-cursor.ts";

// Hostile values shared by the GraphQL and REST fuzzers: what an attacker or a
// broken client sends in any text or number slot. Huge values are built from a length, so a
// failure shrinks to the shortest string that still fails instead of printing 200 kB.

/** A field or argument left out of the request. */
export const OMIT = Symbol("omitted");

export function withoutOmitted(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, entry]) => entry !== OMIT));
}

const CONTROL = ["\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\u2028", "\ufeff"];
const BIDI = ["\u202e", "\u202b", "\u200f", "\u2066", "مرحبا", "שלום", "\u0627\u0644\u0633"];
const EMOJI = ["😀", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "e\u0301", "\u{10FFFF}", "Z\u0351\u0353\u034d"];
// Lone halves of surrogate pairs: not valid UTF-16, so not representable in UTF-8 either.
const SURROGATES = ["\ud800", "\udfff", "\ud83d", "a\udc00b"];
const SPECIAL = [
  ...["%", "_", "\\", "'", '"', "`", "${x}", "{{x}}", "%s%n", "%00", "\r\n", " ", "\t", ""],
  ...["<script>alert(1)</script>", "javascript:alert(1)", "data:text/html,x", "../../etc/passwd"],
  ...['\'; DROP TABLE "user"; --', "null", "undefined", "NaN", "Infinity", "-0", "1e309"],
  ...["__proto__", "constructor", "İ", "ß", "ﬀ", "Ⅻ", "\u0130\u0131", "k1:", "k2:", "|"],
];
export const PIECES = [...CONTROL, ...BIDI, ...EMOJI, ...SURROGATES, ...SPECIAL];

/** Up to ~200 kB of one repeated piece (shrinks towards 1 000 characters). */
export const hugeString = (max = 200_000) =>
  fc
    .tuple(
      fc.constantFrom("a", "\u0000", "é", "😀", "%", "a@b.c", "\ud800"),
      fc.integer({ min: 1_000, max }),
    )
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

const mixedPieces = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 6 })
  .map((parts) => parts.join(""));

export const hostileString = ({ huge = true } = {}): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.string({ maxLength: 30 }), weight: 9 },
    { arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }), weight: 9 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 20 }), weight: 9 },
    { arbitrary: fc.string({ unit: "binary-ascii", maxLength: 20 }), weight: 9 },
    { arbitrary: mixedPieces, weight: 15 },
    // NUL has no place in PostgreSQL text: every path from input to a query must refuse it.
    { arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`), weight: 6 },
    { arbitrary: hugeString(), weight: huge ? 1 : 0 },
  );

export const INT_LIMITS = [
  ...[0, -1, 1, 99, 100, 101, 255, 256, 65_535, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, -(2 ** 31) - 1],
  ...[2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE],
];

/** Numbers and number-like values: limits, negatives, floats, NaN-ish strings. */
export const hostileNumber = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...INT_LIMITS), weight: 4 },
    { arbitrary: fc.integer({ min: -5, max: 120 }), weight: 4 },
    { arbitrary: fc.integer(), weight: 2 },
    { arbitrary: fc.double(), weight: 2 },
    {
      arbitrary: fc.constantFrom("10", "NaN", "Infinity", "-1", "1e3", "0x10", "", " 5"),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(true, false, null, [], {}, [1]), weight: 1 },
  );

/** Valid, far-off and broken dates, as strings and numbers. */
export const hostileDate = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc
      .integer({ min: -400 * 86_400, max: 800 * 86_400 })
      .map((seconds) => new Date(Date.UTC(2026, 10, 23) + seconds * 1000).toISOString()),
    fc.constantFrom(
      ...["+275760-09-13T00:00:00.000Z", "-271821-04-20T00:00:00.000Z", "0000-01-01T00:00:00Z"],
      ...["1970-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "2026-13-45T25:61:61Z", "now"],
      ...["2027-01-01", "2027-01-01T00:00:00+14:00", "", "0", "-1", "Invalid Date"],
    ),
    fc.constantFrom(0, -1, 8.64e15, 8.64e15 + 1, 1e20, -8.64e15),
    hostileString(),
  );

/** Any JSON-ish value of the wrong shape: objects, arrays, numbers where text is expected. */
export const wrongShape = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom({ __proto__: { admin: true } }, { toString: "x" }, [[[]]], { $ne: null }),
  );

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** Relay global ids: real ones, real ids under the wrong type, missing objects, garbage. */
export const hostileGlobalId = (
  known: { typename: string; id: string }[],
  typenames: string[],
): fc.Arbitrary<string> => {
  const rawIds = known.map((entry) => entry.id);
  const typename = fc.oneof(
    fc.constantFrom(...typenames, "Node", "Query", "Session", "user", "", "Repository "),
    hostileString(),
  );
  const rawId = fc.oneof(fc.constantFrom(...rawIds), fc.uuid(), hostileString());
  return fc.oneof(
    {
      arbitrary: fc.constantFrom(...known.map((entry) => base64(`${entry.typename}:${entry.id}`))),
      weight: 4,
    },
    {
      arbitrary: fc.tuple(typename, rawId).map(([type, id]) => base64(`${type}:${id}`)),
      weight: 6,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...typenames), fc.uuid())
        .map(([t, id]) => base64(`${t}:${id}`)),
      weight: 3,
    },
    { arbitrary: fc.tuple(typename, rawId).map(([type, id]) => `${type}:${id}`), weight: 1 },
    { arbitrary: fc.base64String({ maxLength: 40 }), weight: 1 },
    { arbitrary: hostileString(), weight: 2 },
  );
};

/** Pagination cursors: well-formed keys in both orders, broken prefixes, hostile keys. */
export const hostileCursor = (keys: string[]): fc.Arbitrary<string> => {
  const key = fc.oneof(
    fc.constantFrom(...keys),
    fc
      .tuple(hostileDate(), fc.oneof(fc.uuid(), hostileString()))
      .map(([at, id]) => `${String(at)}|${id}`),
    hostileString(),
  );
  // Any list's and order's prefix: a cursor of another order or list must fail as cleanly.
  const prefixed = fc
    .tuple(fc.constantFrom(...CURSOR_ORIGINS), key)
    .map(([origin, text]) => `${origin}${text}`);
  return fc.oneof(
    { arbitrary: prefixed.map((text) => Buffer.from(text).toString("base64url")), weight: 5 },
    { arbitrary: prefixed.map((text) => Buffer.from(text).toString("base64")), weight: 1 },
    { arbitrary: key.map((text) => Buffer.from(text).toString("base64url")), weight: 1 },
    { arbitrary: hostileString(), weight: 2 },
  );
};

/** E-mail addresses: real accounts in odd spellings, valid strangers, broken and huge ones. */
export const hostileEmail = (accounts: string[]): fc.Arbitrary<string> => {
  const plain = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,15}$/),
      fc.constantFrom("example.com", "example.org", "x.io"),
    )
    .map(([local, domain]) => `${local}@${domain}`);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...accounts), weight: 3 },
    {
      arbitrary: fc.constantFrom(...accounts).map((email) => ` ${email.toUpperCase()}\t`),
      weight: 1,
    },
    { arbitrary: plain, weight: 6 },
    { arbitrary: fc.emailAddress(), weight: 1 },
    {
      arbitrary: fc
        .tuple(hostileString({ huge: false }), fc.constantFrom("@example.com", "@", "@@x", ""))
        .map(([local, rest]) => local + rest),
      weight: 2,
    },
    { arbitrary: hugeString(1_100_000).map((text) => `${text}@example.com`), weight: 1 },
    { arbitrary: hostileString(), weight: 2 },
  );
};

/**
 * JSON with long runs written as `⟨"piece" × n⟩` and long arrays of one item as
 * `⟨[item] × n⟩`, so a reproduction fits on a screen and still says what was sent.
 */
export function abbreviate(value: unknown, max = 2_000): string {
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner === "string") return squeeze(inner, max);
    if (!Array.isArray(inner) || inner.length < 8) return inner;
    const first = JSON.stringify(inner[0]);
    if (inner.some((item) => JSON.stringify(item) !== first)) return inner;
    return `⟨[${squeeze(first, max)}] × ${inner.length}⟩`;
  });
  return text ?? String(value);
}

function squeeze(text: string, max: number): string {
  const runs = text.replace(
    /(.{1,8}?)\1{20,}/gsu,
    (run, piece: string) => `⟨${JSON.stringify(piece)} × ${run.length / piece.length}⟩`,
  );
  return runs.length > max ? `${runs.slice(0, max)}…⟨${runs.length} chars⟩` : runs;
}

/** A generated value as form or query-string text (objects as JSON, never `[object Object]`). */
export const asText = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");

/** A URL path segment: hostile text percent-encoded as UTF-8, or broken escapes as they come. */
export const pathSegment = (): fc.Arbitrary<string> =>
  fc.oneof(
    hostileString({ huge: false }).map((text) =>
      [...Buffer.from(text, "utf8")]
        .map((byte) =>
          /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
            ? String.fromCharCode(byte)
            : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
        )
        .join(""),
    ),
    fc.constantFrom("%E0%A4%A", "%00", "%2e%2e", "..", "%2F", "%", "%zz", "a/../../b", "%C0%AE"),
  );
