import fc from "fast-check";
import type { Auth } from "../../server/auth/auth.ts";
import type { FuzzFixtures } from "./fuzz-fixtures.ts";
import { hostileEmail, hostileNumber, hostileString, wrongShape } from "./fuzz-values.ts";

// The REST routes to fuzz, read from better-auth's own endpoint table (path, methods, body and
// query fields from its zod schemas), so a route added by a plugin is fuzzed without a change
// here. The routes the web app calls (web/features/**: authClient.*) get more of the cases.

export type Route = {
  path: string;
  methods: string[];
  body: string[];
  query: string[];
  product: boolean;
};

const PRODUCT = new Set([
  ...["/sign-in/email-otp", "/email-otp/send-verification-otp", "/sign-in/social", "/get-session"],
  ...["/sign-out", "/update-user", "/revoke-other-sessions"],
  ...["/delete-user", "/email-otp/request-email-change", "/email-otp/change-email"],
  ...[
    "/admin/ban-user",
    "/admin/unban-user",
    "/admin/impersonate-user",
    "/admin/stop-impersonating",
  ],
  ...["/admin/remove-user"],
  ...["/admin/revoke-user-sessions", "/admin/set-role"],
  // Named by the hardening review: they send or check codes too.
  ...["/email-otp/request-password-reset", "/forget-password/email-otp"],
  ...["/email-otp/check-verification-otp", "/email-otp/verify-email"],
]);
// Fields of bodies whose schema is a record (update-user, update-session): no shape to read.
const FALLBACK_FIELDS = ["name", "image"];

type ZodLike = { _zod?: { def?: Record<string, unknown> }; shape?: Record<string, unknown> };

function fieldsOf(schema: unknown): string[] {
  const zod = schema as ZodLike | undefined;
  const def = zod?._zod?.def;
  if (!def) return [];
  if (zod?.shape) return Object.keys(zod.shape);
  if (def.type === "intersection") return [...fieldsOf(def.left), ...fieldsOf(def.right)];
  if (def.type === "optional" || def.type === "nullable") return fieldsOf(def.innerType);
  if (def.type === "union" && Array.isArray(def.options))
    return [...new Set(def.options.flatMap(fieldsOf))];
  return FALLBACK_FIELDS;
}

type Endpoint = {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; query?: unknown };
};

export function authRoutes(auth: Auth): Route[] {
  return Object.values(auth.api as unknown as Record<string, Endpoint>)
    .filter((endpoint) => typeof endpoint?.path === "string")
    .map((endpoint) => {
      const path = endpoint.path as string;
      const method = endpoint.options?.method ?? "GET";
      return {
        path: `/api/auth${path}`,
        methods: (Array.isArray(method) ? method : [method]).filter((name) => name !== "*"),
        body: fieldsOf(endpoint.options?.body),
        query: fieldsOf(endpoint.options?.query),
        product: PRODUCT.has(path),
      };
    });
}

const URLS = [
  "/app",
  "/",
  "//evil.example",
  "https://evil.example/x",
  "/.//evil.example",
  "javascript:alert(1)",
];

/** A value for a body or query field, chosen by what the field's name says it holds. */
export function fieldValue(name: string, fixtures: FuzzFixtures): fc.Arbitrary<unknown> {
  const text = hostileString();
  const ids = fc.oneof(
    fc.constantFrom(...fixtures.ids.users, ...fixtures.ids.repositories),
    fc.uuid(),
    text,
  );
  const byName: [RegExp, () => fc.Arbitrary<unknown>][] = [
    [/email/i, () => hostileEmail(fixtures.emails)],
    [
      /^otp$/,
      () =>
        fc.oneof(
          fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{6}$/),
          fc.constantFrom("000000", " 123456", "12345", "abc-def", "ABCDEU", "ｏｉｌ１２３"),
          text,
        ),
    ],
    [
      /^type$/,
      () =>
        fc.oneof(
          {
            arbitrary: fc.constantFrom(
              "sign-in",
              "email-verification",
              "forget-password",
              "change-email",
            ),
            weight: 4,
          },
          text,
        ),
    ],
    [/(^|[a-z])(id|Id)$/, () => ids],
    [/token/i, () => fc.oneof(fc.constantFrom(...fixtures.sessionTokens), text)],
    [
      /^role$/,
      () =>
        fc.oneof(
          fc.constantFrom("admin", "user", "owner", "superadmin", "ADMIN"),
          fc.constant(["admin", "user"]),
          text,
        ),
    ],
    [/URL$|redirect|^image$/i, () => fc.oneof(fc.constantFrom(...URLS), fc.webUrl(), text)],
    [
      /^(provider|providerId)$/,
      () => fc.oneof(fc.constantFrom("github", "oidc", "google", "credential"), text),
    ],
    [/ExpiresIn|limit|offset/i, () => hostileNumber()],
    [/^(data|metadata|additional.*|permissions?|scopes)$/, () => wrongShape()],
  ];
  const match = byName.find(([pattern]) => pattern.test(name));
  return fc.oneof(
    { arbitrary: match ? match[1]() : text, weight: 9 },
    { arbitrary: wrongShape(), weight: 1 },
  );
}
