import { z } from "zod";

// Spec §2: "redirect: optional string, falls back to empty if invalid".
const redirectParam = z.string().catch("");
const emailParam = z.string().trim().pipe(z.email());
// "signup" shows the sign-up wording; the server calls are the same (docs/decisions/010).
const modeParam = z.enum(["", "signup"]).catch("");
// Why the visitor was sent to /login, shown above the form.
const reasonParam = z.enum(["", "banned"]).catch("");

export type LoginMode = z.infer<typeof modeParam>;
export type LoginSearch = { redirect: string; mode?: LoginMode; reason?: "" | "banned" };
export type VerifySearch = { email: string; redirect: string; mode?: LoginMode };

export function parseLoginSearch(search: URLSearchParams): Required<LoginSearch> {
  return {
    redirect: redirectParam.parse(search.get("redirect")),
    mode: modeParam.parse(search.get("mode") ?? ""),
    reason: reasonParam.parse(search.get("reason") ?? ""),
  };
}

/** Null when `email` is missing or not an e-mail address: the verify route needs one. */
export function parseVerifySearch(search: URLSearchParams): Required<VerifySearch> | null {
  const email = emailParam.safeParse(search.get("email"));
  if (!email.success) return null;
  return {
    email: email.data,
    redirect: redirectParam.parse(search.get("redirect")),
    mode: modeParam.parse(search.get("mode") ?? ""),
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

/** The login error kinds of spec §4; anything else reads as unknown_error. */
export const LOGIN_ERRORS = ["access_denied", "signup_disabled", "unknown_error"] as const;
export type LoginError = (typeof LOGIN_ERRORS)[number];

export function parseLoginError(search: URLSearchParams): LoginError {
  return z
    .enum(LOGIN_ERRORS)
    .catch("unknown_error")
    .parse(search.get("error") ?? "");
}
