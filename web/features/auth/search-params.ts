import { z } from "zod";

// Spec §2: "redirect: optional string, falls back to empty if invalid".
const redirectParam = z.string().catch("");
const emailParam = z.string().trim().pipe(z.email());

export type LoginSearch = { redirect: string };
export type VerifySearch = { email: string; redirect: string };

export function parseLoginSearch(search: URLSearchParams): LoginSearch {
  return { redirect: redirectParam.parse(search.get("redirect")) };
}

/** Null when `email` is missing or not an e-mail address: the verify route needs one. */
export function parseVerifySearch(search: URLSearchParams): VerifySearch | null {
  const email = emailParam.safeParse(search.get("email"));
  if (!email.success) return null;
  return { email: email.data, redirect: redirectParam.parse(search.get("redirect")) };
}

export function loginPath({ redirect }: LoginSearch): string {
  return redirect ? `/login?${new URLSearchParams({ redirect })}` : "/login";
}

export function verifyPath({ email, redirect }: VerifySearch): string {
  const search = new URLSearchParams({ email });
  if (redirect) search.set("redirect", redirect);
  return `/login/verify?${search}`;
}
