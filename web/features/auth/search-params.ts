import { isEmailAddress } from "#shared/validation/user-fields";

// Plain functions rather than zod: the route guards are in every page's first load
// (docs/decisions/027).

/** `value` when it is one of `allowed`, else `fallback`. */
function oneOf<T extends string>(allowed: readonly T[], fallback: T, value: string | null): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

// "signup" shows the sign-up wording; the server calls are the same (docs/decisions/010).
const MODES = ["", "signup"] as const;
// Why the visitor was sent to /login, shown above the form: banned, or a second-factor
// challenge that ended (expired, or too many attempts: docs/decisions/115).
const REASONS = ["", "banned", "second-factor-expired", "second-factor-attempts"] as const;

export type LoginMode = (typeof MODES)[number];
export type LoginReason = (typeof REASONS)[number];
export type LoginSearch = { redirect: string; mode?: LoginMode; reason?: LoginReason };
export type VerifySearch = { email: string; redirect: string; mode?: LoginMode };

export function parseLoginSearch(search: URLSearchParams): Required<LoginSearch> {
  return {
    // docs/product.md §Screens: "redirect: optional string, falls back to empty if invalid".
    redirect: search.get("redirect") ?? "",
    mode: oneOf(MODES, "", search.get("mode")),
    reason: oneOf(REASONS, "", search.get("reason")),
  };
}

/** Null when `email` is missing or not an e-mail address: the verify route needs one. */
export function parseVerifySearch(search: URLSearchParams): Required<VerifySearch> | null {
  const email = (search.get("email") ?? "").trim();
  const { redirect, mode } = parseLoginSearch(search);
  return isEmailAddress(email) ? { email, redirect, mode } : null;
}

function withSearch(path: string, values: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const loginPath = (search: LoginSearch) => withSearch("/login", search);
export const verifyPath = (search: VerifySearch) => withSearch("/login/verify", search);
/** The second-factor challenge (docs/decisions/115); a provider's callback opens it bare. */
export const secondFactorPath = (search: { redirect: string }) =>
  withSearch("/login/second-factor", search);
export const onboardingPath = (redirect: string) => withSearch("/onboarding", { redirect });

/** The login error kinds of docs/product.md §Flows; anything else reads as unknown_error. */
const LOGIN_ERRORS = ["access_denied", "signup_disabled", "unknown_error"] as const;

export function parseLoginError(search: URLSearchParams) {
  return oneOf(LOGIN_ERRORS, "unknown_error", search.get("error"));
}
