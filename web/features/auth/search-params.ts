import { isEmailAddress } from "#shared/validation/user-fields";

// Plain functions rather than zod: the route guards are in every page's first load
// (docs/decisions/027).

/** `value` when it is one of `allowed`, else `fallback`. */
function oneOf<T extends string>(allowed: readonly T[], fallback: T, value: string | null): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

// "signup" shows the sign-up wording; the server calls are the same (docs/decisions/010).
const MODES = ["", "signup"] as const;
// Why the visitor was sent to /login, shown above the form.
const REASONS = ["", "banned"] as const;

export type LoginMode = (typeof MODES)[number];
export type LoginSearch = { redirect: string; mode?: LoginMode; reason?: "" | "banned" };
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
  if (!isEmailAddress(email)) return null;
  return {
    email,
    redirect: search.get("redirect") ?? "",
    mode: oneOf(MODES, "", search.get("mode")),
  };
}

function withSearch(path: string, values: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function loginPath({ redirect, mode, reason }: LoginSearch): string {
  return withSearch("/login", { redirect, mode, reason });
}

export function verifyPath({ email, redirect, mode }: VerifySearch): string {
  return withSearch("/login/verify", { email, redirect, mode });
}

export function onboardingPath(redirect: string): string {
  return withSearch("/onboarding", { redirect });
}

/** The login error kinds of docs/product.md §Flows; anything else reads as unknown_error. */
export const LOGIN_ERRORS = ["access_denied", "signup_disabled", "unknown_error"] as const;
export type LoginError = (typeof LOGIN_ERRORS)[number];

export function parseLoginError(search: URLSearchParams): LoginError {
  return oneOf(LOGIN_ERRORS, "unknown_error", search.get("error"));
}
