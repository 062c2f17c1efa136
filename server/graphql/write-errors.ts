import { isAPIError } from "better-auth/api";
import { GraphQLError } from "graphql";
import type { ApiErrorCode } from "#shared/api/error-codes";
import { isLastAdminViolation } from "../auth/last-admin.ts";
import { isSoleOwnerViolation } from "../auth/sole-owner.ts";
import { hasMessage, type Locale } from "../i18n.ts";
import { apiError, isNotFound, isUniqueViolation } from "./errors.ts";

// Where a failed write becomes the API's error: Prisma's, and better-auth's server API's
// (the session and admin mutations call `auth.api.*` as the caller, so its permission checks
// and our hooks in server/auth/hooks.ts apply as on its REST routes). Anything else stays
// internal and is masked (yoga.ts).

/**
 * A unique violation on the type's unique field becomes `conflict`, a missing row NOT_FOUND,
 * the database's last-admin refusal (a race the resolver's own check lost) FORBIDDEN.
 */
export function writeErrors(conflict: { code: ApiErrorCode; messageId: string; field: string }) {
  return (locale: Locale) =>
    (error: unknown): never => {
      if (isUniqueViolation(error)) {
        throw apiError(locale, conflict.code, conflict.messageId, { field: conflict.field });
      }
      if (isNotFound(error)) throw apiError(locale, "NOT_FOUND", "api.errors.notFound");
      if (isLastAdminViolation(error)) throw apiError(locale, "FORBIDDEN", "api.errors.lastAdmin");
      throw error;
    };
}

/**
 * better-auth's refusal: the code third parties branch on, and the message the web shows for
 * better-auth's own code (`auth.errorCodes.*`) when there is one.
 */
export function authApiErrors({ locale }: { locale: Locale }) {
  return (error: unknown): never => {
    if (isLastAdminViolation(error)) throw apiError(locale, "FORBIDDEN", "api.errors.lastAdmin");
    const soleOwner = "SOLE_OWNER_OF_ORGANIZATION";
    if (isSoleOwnerViolation(error))
      throw apiError(locale, soleOwner, `auth.errorCodes.${soleOwner}`);
    if (!isAPIError(error)) throw error;
    const body = error.body as { code?: unknown; message?: unknown } | undefined;
    const code = typeof body?.code === "string" ? body.code : "";
    const own = code && hasMessage(`auth.errorCodes.${code}`) ? `auth.errorCodes.${code}` : null;
    if (code === "DEMO_MODE") throw apiError(locale, "DEMO_MODE", "api.errors.demoMode");
    // Its own code on GraphQL too: the caller has something to do first (ADR 121).
    if (code === soleOwner) throw apiError(locale, soleOwner, `auth.errorCodes.${soleOwner}`);
    if (code === "IMPERSONATION_FORBIDDEN") {
      throw apiError(locale, "IMPERSONATION_FORBIDDEN", "api.errors.impersonationForbidden");
    }
    if (code === "VALIDATION" && typeof body?.message === "string") {
      // Already in the request's language (server/auth/input.ts).
      throw new GraphQLError(body.message, { extensions: { code: "VALIDATION" } });
    }
    switch (error.statusCode) {
      case 401:
        throw apiError(locale, "UNAUTHENTICATED", "api.errors.unauthenticated");
      case 404:
        throw apiError(locale, "NOT_FOUND", own ?? "api.errors.notFound");
      case 429:
        throw apiError(locale, "RATE_LIMITED", own ?? "api.errors.rateLimited");
      case 400:
      case 403:
        throw apiError(locale, "FORBIDDEN", own ?? "api.errors.forbidden");
      default:
        throw error;
    }
  };
}
