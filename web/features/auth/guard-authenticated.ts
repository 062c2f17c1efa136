import { redirect, type LoaderFunctionArgs } from "react-router";
import { authClient } from "./auth-client";
import { loginPath } from "./search-params";

/**
 * Loader of the signed-in areas: anonymous visitors go to /login, which brings them back
 * here after signing in. This is for experience only; the server enforces access.
 */
export async function authenticatedLoader({ request }: LoaderFunctionArgs) {
  const { data, error } = await authClient.getSession();
  if (error) throw new Error(error.message ?? `${error.status} ${error.statusText}`);
  if (!data) {
    const { pathname, search } = new URL(request.url);
    throw redirect(loginPath({ redirect: `${pathname}${search}` }));
  }
  return data;
}
