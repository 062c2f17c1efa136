import { redirect, type LoaderFunctionArgs } from "react-router";
import { loginPath, parseLoginSearch, parseVerifySearch } from "./search-params";

/** The verify screen needs a well-formed `email` (docs/product.md §Validation); without one, back to /login. */
export function loginVerifyLoader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const search = parseVerifySearch(searchParams);
  if (!search) throw redirect(loginPath(parseLoginSearch(searchParams)));
  return search;
}
