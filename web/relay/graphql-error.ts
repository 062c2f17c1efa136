// Reads the stable `extensions.code` / `extensions.field` the API puts on its errors
// (docs/decisions/013) from whatever a Relay mutation hands back: `onError`'s error (Relay
// wraps a data-less response's errors in `error.source.errors`), `onCompleted`'s payload
// error list, or one GraphQL error.

type GraphQLErrorLike = { message?: unknown; extensions?: { code?: unknown; field?: unknown } };

function errorsOf(error: unknown): GraphQLErrorLike[] {
  if (!error || typeof error !== "object") return [];
  if (Array.isArray(error)) return error.filter((item) => item && typeof item === "object");
  if ("source" in error && error.source && typeof error.source === "object") {
    return errorsOf((error.source as { errors?: unknown }).errors);
  }
  if ("extensions" in error) return [error as GraphQLErrorLike];
  return [];
}

function firstText(error: unknown, key: "code" | "field"): string | undefined {
  for (const item of errorsOf(error)) {
    const value = item.extensions?.[key];
    if (typeof value === "string" && value) return value;
  }
  return undefined;
}

/** The API error code (NAME_ALREADY_USED, VALIDATION, FORBIDDEN, DEMO_MODE…), if any. */
export function graphQLErrorCode(error: unknown): string | undefined {
  return firstText(error, "code");
}

/** For VALIDATION errors: the input field the error is about. */
export function graphQLErrorField(error: unknown): string | undefined {
  return firstText(error, "field");
}

/** The server's translated message of the first error, for showing it as is. */
export function graphQLErrorMessage(error: unknown): string | undefined {
  const message = errorsOf(error)[0]?.message;
  return typeof message === "string" && message ? message : undefined;
}
