import { isAPIError } from "better-auth/api";
import { isCheckViolation } from "../auth/last-admin.ts";
import { API_ERROR_CODES, type ApiErrorCode } from "#shared/api/error-codes";
import { hasMessage, type Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";
import { authApiErrors } from "./write-errors.ts";

// better-auth's organization refusals keep their own codes (docs/product.md §Errors, README
// §API): ORGANIZATION_ALREADY_EXISTS, TEAM_NOT_FOUND… in the request's language. Its "you are
// not allowed to…" family is FORBIDDEN, with its own message; the rest as for other auth calls.

const CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

/** The refusal of migration member_keep_an_owner: a race better-auth's own count lost. */
const LAST_OWNER = "an organization cannot be left without an owner";

/**
 * The refusals of migration organization_limits (a race better-auth's own count lost), as
 * better-auth's codes for the same limits.
 */
export const LIMIT_REFUSALS = {
  "organization limit: organizations per user":
    "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS",
  "organization limit: members per organization": "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED",
  "organization limit: pending invitations per organization": "INVITATION_LIMIT_REACHED",
  "organization limit: teams per organization": "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS",
} as const satisfies Record<string, ApiErrorCode>;

/** The limit code a database refusal names, if it is one. */
export function limitRefusal(error: unknown): ApiErrorCode | undefined {
  for (const [message, code] of Object.entries(LIMIT_REFUSALS)) {
    if (isCheckViolation(error, message)) return code;
  }
  return undefined;
}

/** A `.catch` for `auth.api.*` organization calls. */
export function organizationErrors(context: { locale: Locale }) {
  const others = authApiErrors(context);
  return (error: unknown): never => {
    if (isCheckViolation(error, LAST_OWNER)) {
      const code = "YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER";
      throw apiError(context.locale, code, `auth.errorCodes.${code}`);
    }
    const limit = limitRefusal(error);
    if (limit) throw apiError(context.locale, limit, `auth.errorCodes.${limit}`);
    if (isAPIError(error)) {
      const body = error.body as { code?: unknown } | undefined;
      const code = typeof body?.code === "string" ? body.code : "";
      // A taken slug: better-auth says ORGANIZATION_SLUG_ALREADY_TAKEN on update and
      // ORGANIZATION_ALREADY_EXISTS on create; the API names both the same way.
      if (code === "ORGANIZATION_SLUG_ALREADY_TAKEN" || code === "ORGANIZATION_ALREADY_EXISTS") {
        throw apiError(context.locale, "ORGANIZATION_ALREADY_EXISTS", `auth.errorCodes.${code}`, {
          field: "slug",
        });
      }
      // better-auth answers some of these 401 (removeMember), which is not what they mean:
      // the caller is known, their tier is not enough.
      if (code.startsWith("YOU_ARE_NOT_ALLOWED")) {
        const own = `auth.errorCodes.${code}`;
        throw apiError(context.locale, "FORBIDDEN", hasMessage(own) ? own : "api.errors.forbidden");
      }
      if (CODES.has(code)) {
        throw apiError(context.locale, code as ApiErrorCode, `auth.errorCodes.${code}`);
      }
    }
    return others(error);
  };
}
