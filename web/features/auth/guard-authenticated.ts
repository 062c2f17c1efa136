import { data, redirect, type LoaderFunctionArgs } from "react-router";
import type { Session } from "./auth-client";
import { loadAuthClient } from "./load-auth-client";
import { canEnterManager } from "#shared/auth/roles";
import { afterSignInPath } from "./roles";
import { loginPath, onboardingPath, parseLoginSearch } from "./search-params";

// Client guards are for experience only: the server enforces every rule again.

// better-auth's session endpoint, the one `authClient.getSession()` calls (same JSON, no
// date revival either). Read with fetch so the guards, which run on every page, do not
// need the better-auth client (docs/decisions/027).
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

function here(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `${pathname}${search}`;
}

/**
 * A signed-in, not banned session, or a redirect: anonymous visitors go to /login (which
 * brings them back), banned users are signed out and told why.
 */
async function requireSession(request: Request): Promise<Session> {
  const session = await loadSession();
  if (!session) throw redirect(loginPath({ redirect: here(request) }));
  if (session.user.banned) {
    await (await loadAuthClient()).signOut();
    throw redirect(loginPath({ redirect: "", reason: "banned" }));
  }
  return session;
}

/** A signed-in user without a name gives one first (docs/product.md §Flows), wherever they were going. */
async function requireOnboarded(request: Request): Promise<Session> {
  const session = await requireSession(request);
  if (session.user.name === "") throw redirect(onboardingPath(here(request)));
  return session;
}

/** Loader of /app: signed in and onboarded. */
export async function authenticatedLoader({ request }: LoaderFunctionArgs) {
  return requireOnboarded(request);
}

/** Loader of /manager: also needs a role that may enter the manager area, else 403. */
export async function managerLoader({ request }: LoaderFunctionArgs) {
  const session = await requireOnboarded(request);
  if (!canEnterManager(session.user.role)) throw data(null, { status: 403 });
  return session;
}

/** Loader of the onboarding screen: signed in; once a name is set, on to the app. */
export async function onboardingLoader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const { redirect: target } = parseLoginSearch(new URL(request.url).searchParams);
  if (session.user.name !== "") throw redirect(afterSignInPath(target, session.user.role));
  return session;
}

/** Loader of /login: someone already signed in goes where they were heading. */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  // The sign-in form must stay usable when the session cannot be read: treat it as anonymous.
  const session = await loadSession().catch(() => null);
  const { redirect: target } = parseLoginSearch(new URL(request.url).searchParams);
  if (session && !session.user.banned) throw redirect(afterSignInPath(target, session.user.role));
  return null;
}
