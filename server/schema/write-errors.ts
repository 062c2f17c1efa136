import { isLastAdminViolation } from "../auth/last-admin.ts";
import type { Locale } from "../i18n.ts";
import { apiError, isNotFound, isUniqueViolation, type ApiErrorCode } from "./errors.ts";

/**
 * Maps a failed Prisma write to the API's errors: a unique violation on the type's unique
 * field becomes `conflict`, a missing row NOT_FOUND, the database's last-admin refusal (a
 * race the resolver's own check lost) FORBIDDEN; anything else stays internal (masked).
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
