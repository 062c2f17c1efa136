import fc from "fast-check";
import type { FuzzFixtures } from "./fuzz-fixtures.ts";
import { hostileString } from "./fuzz-values.ts";
import { BASE_URL } from "./test-app.ts";

// Request headers for the REST fuzzer: the app's origin or another, valid, stale, foreign and
// malformed cookies, API keys, languages, forged client addresses and content types that
// disagree with the body (odd casings included).

const CONTENT_TYPES = [
  "application/json",
  "Application/JSON",
  "application/json; charset=utf-8",
  "application/json; x=form",
  "APPLICATION/JSON ",
  "application/jsonx",
  "json",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "Application/X-WWW-Form-Urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/graphql",
  "application/graphql-response+json",
  "application/*",
  "*/*",
  "",
  "application/json, text/plain",
];
const ORIGINS = [
  "http://evil.example",
  "null",
  "http://localhost:3001",
  "HTTP://LOCALHOST:3000",
  "http://localhost:3000/",
  "http://localhost",
  "https://localhost:3000",
  "http://127.0.0.1:3000",
  "http://sub.localhost:3000",
];
const FORWARDED = [
  "unknown",
  "1.2.3.4, 5.6.7.8",
  "::1",
  "[::1]:80",
  "999.999.1.1",
  "::ffff:10.0.0.1",
  ",",
];

/** What a header can carry over HTTP/1.1: no NUL, CR or LF, nothing past Latin-1. */
export const headerText = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, "").trim();

export function headers(fixtures: FuzzFixtures): fc.Arbitrary<[string, string][]> {
  const { user, admin, userKey } = fixtures.credentials;
  const token = fixtures.sessionTokens[0] ?? "";
  const oddCookies = [
    `better-auth.session_token=${token}`,
    "better-auth.session_token=abc.def",
    "better-auth.session_token=%E0%A4%A",
    "__Secure-better-auth.session_token=x.y; better-auth.session_token=",
    `better-auth.dont_remember=true; ${admin.cookie}`,
    "=;=;;",
    `other=${"a".repeat(8_000)}`,
  ];
  const optional = (name: string, arbitrary: fc.Arbitrary<string>, weight: number) =>
    fc.oneof(
      { arbitrary: fc.constant(null), weight },
      arbitrary.map((value) => [name, headerText(value)] as [string, string]),
    );
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constant(["origin", BASE_URL] as [string, string]), weight: 12 },
        { arbitrary: fc.constant(null), weight: 1 },
        {
          arbitrary: fc
            .oneof(fc.constantFrom(...ORIGINS), hostileString())
            .map((o) => ["origin", headerText(o)] as [string, string]),
          weight: 2,
        },
      ),
      optional(
        "cookie",
        fc.constantFrom(
          user.cookie ?? "",
          user.cookie ?? "",
          admin.cookie ?? "",
          admin.cookie ?? "",
          fixtures.staleCookie,
          ...oddCookies,
        ),
        3,
      ),
      optional(
        "authorization",
        fc.constantFrom(
          userKey.headers?.authorization ?? "",
          "Bearer gw_x",
          `Bearer gw_${"a".repeat(300)}`,
          "Basic eDp5",
        ),
        12,
      ),
      optional("accept-language", fc.constantFrom("fr", "ar", "sw", "de", "*", "zz;q=x"), 2),
      optional("x-forwarded-for", fc.oneof(fc.constantFrom(...FORWARDED), hostileString()), 12),
      optional("content-type", fc.oneof(fc.constantFrom(...CONTENT_TYPES), hostileString()), 6),
    )
    .map((list) => list.filter((entry) => entry !== null));
}
