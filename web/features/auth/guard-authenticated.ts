import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { canEnterManager } from "#shared/auth/roles";
import { loadPublicConfig } from "../../config/public-config";
import type { Session } from "./auth-client";
import { loadAuthClient } from "./load-auth-client";
import { afterSignInPath } from "./safe-redirect";
import { loginPath, onboardingPath, parseLoginSearch, parseVerifySearch } from "./search-params";
import { mustSetUpSecondFactor, SECOND_FACTOR_SETUP_PATH } from "./second-factor-policy";

// The loaders of the sign-in and signed-in routes. Client guards are for experience only:
// the server enforces every rule again.

/** Route ids whose loaders return the session (read by use-session.ts). */
export const SESSION_ROUTE_IDS = ["app", "manager", "onboarding"] as const;

// better-auth's own endpoint, the one `authClient.getSession()` calls: read with fetch, so
// the guards on every page do not need the better-auth client (docs/decisions/027).
const GET_SESSION_URL = "/api/auth/get-session";

/** The current session, or null for anonymous visitors. A failed call is a route error. */
export async function loadSession(): Promise<Session | null> {
  const response = await fetch(GET_SESSION_URL, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) {
    throw new Error(`${GET_SESSION_URL} answered ${response.status} ${response.statusText}`.trim());
  }
  return (await response.json()) as Session | null;
}

// The request's path and search (a request's URL has no fragment).
const here = ({ url }: Request) => url.slice(new URL(url).origin.length);

/** Anonymous visitors go to /login (which brings them back); banned users are signed out. */
async function requireSession(request: Request): Promise<Session> {
  const session = await loadSession();
  if (!session) throw redirect(loginPath({ redirect: here(request) }));
  if (session.user.banned) {
    await (await loadAuthClient()).signOut();
    throw redirect(loginPath({ redirect: "", reason: "banned" }));
  }
  return session;
}

/** A user without a name gives one first (docs/product.md §Flows), wherever they were going. */
async function requireOnboarded(request: Request): Promise<Session> {
  const session = await requireSession(request);
  if (session.user.name === "") throw redirect(onboardingPath(here(request)));
  return session;
}

/** /app: signed in and onboarded. */
export const authenticatedLoader = ({ request }: LoaderFunctionArgs) => requireOnboarded(request);

/**
 * /manager: also a role that may enter the manager area, else 403; under REQUIRE_ADMIN_MFA an
 * admin without a second factor sets one up first (docs/decisions/117).
 */
export async function managerLoader({ request }: LoaderFunctionArgs) {
  const session = await requireOnboarded(request);
  if (!canEnterManager(session.user.role)) throw data(null, { status: 403 });
  const { requireAdminMfa } = await loadPublicConfig();
  // The twoFactor plugin's user field, which this client's inferred type leaves out.
  const user = session.user as typeof session.user & { twoFactorEnabled?: boolean | null };
  if (mustSetUpSecondFactor(requireAdminMfa, user)) throw redirect(SECOND_FACTOR_SETUP_PATH);
  return session;
}

/** /onboarding: signed in; once a name is set, on to the app. */
export async function onboardingLoader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const { redirect: target } = parseLoginSearch(new URL(request.url).searchParams);
  if (session.user.name !== "") throw redirect(afterSignInPath(target, session.user.role));
  return session;
}

/** /login: someone already signed in goes where they were heading. */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  // The sign-in form must stay usable when the session cannot be read: treat it as anonymous.
  const session = await loadSession().catch(() => null);
  const { redirect: target } = parseLoginSearch(new URL(request.url).searchParams);
  if (session && !session.user.banned) throw redirect(afterSignInPath(target, session.user.role));
  return null;
}

/** /login/verify needs a well-formed `email` (docs/product.md §Validation), else /login. */
export function loginVerifyLoader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const search = parseVerifySearch(searchParams);
  if (!search) throw redirect(loginPath(parseLoginSearch(searchParams)));
  return search;
}
