import { APIError } from "better-auth/api";
import { z } from "zod";
import {
  oneTimeCode,
  selfUpdateSchema,
  userEmail,
  userImage,
  userName,
  userRoles,
} from "#shared/validation/user";
import { issueMessage } from "#shared/validation/issue";
import { unstorableTextMessage } from "../db/storable-text.ts";
import { translator, type Locale } from "../i18n.ts";

// The same rules on better-auth's REST routes as in GraphQL (shared/validation, ADR 023), checked
// in its `hooks.before`, i.e. on the body better-auth itself parsed, whatever the content type.
// Failures are 400 { code: "VALIDATION", field, message } in the request's language.

/** Longer strings are refused anywhere in a body or query: no field needs them. */
export const AUTH_TEXT_MAX_LENGTH = 10_000;
const MAX_DEPTH = 8;

// Codes are read the forgiving way (any case, spaces, dashes, O for 0) and passed on
// normalised: better-auth compares them exactly with the code it sent.
const otp = oneTimeCode;
const optionalText = z.string().max(AUTH_TEXT_MAX_LENGTH).optional();
const role = userRoles.element;

const BODIES: Record<string, z.ZodType> = {
  // Sign-in codes, and the code to the current address that an e-mail change needs
  // (account-guards.ts); other code types belong to disabled routes.
  "/email-otp/send-verification-otp": z.object({
    email: userEmail,
    type: z.enum(["sign-in", "email-verification"]),
  }),
  // A first sign-in creates the account: the name may be empty then (the web asks for it next).
  "/sign-in/email-otp": z.strictObject({
    email: userEmail,
    otp,
    name: z.union([z.literal(""), userName]).optional(),
    image: userImage.optional(),
  }),
  "/email-otp/request-email-change": z.object({ newEmail: userEmail, otp: otp.optional() }),
  "/email-otp/change-email": z.object({ newEmail: userEmail, otp }),
  "/update-user": selfUpdateSchema,
  "/admin/set-role": z.object({
    userId: z.string().min(1),
    role: z.union([role, userRoles]),
  }),
  "/admin/ban-user": z.object({
    userId: z.string().min(1),
    banReason: optionalText,
    // Seconds from now; fractions too, so an end given to the millisecond stays exact.
    banExpiresIn: z.number().positive().optional(),
  }),
};

export type Checked = { body?: Record<string, unknown> };

/**
 * Refuses what no route accepts (NUL bytes, oversized strings) in the body and the query,
 * then applies the route's rules. Returns the body with addresses and names normalised, so
 * better-auth stores and limits exactly what the rules produced.
 */
export function checkAuthInput(
  path: string,
  body: unknown,
  query: unknown,
  locale: Locale,
): Checked {
  assertClean(query, [], locale);
  assertClean(body, [], locale);
  const schema = BODIES[path];
  if (!schema || body === undefined) return {};
  const result = schema.safeParse(body);
  if (!result.success) {
    const { field, messageId, values } = issueMessage(result.error.issues[0]);
    throw validationError(locale, messageId, field, values);
  }
  return { body: { ...(body as Record<string, unknown>), ...(result.data as object) } };
}

export function validationError(
  locale: Locale,
  messageId: string,
  field?: string,
  values?: Record<string, string | number>,
) {
  return new APIError("BAD_REQUEST", {
    code: "VALIDATION",
    message: translator(locale)(messageId, values),
    ...(field ? { field } : {}),
  });
}

function assertClean(value: unknown, path: string[], locale: Locale) {
  if (typeof value === "string") {
    if (unstorableTextMessage(value)) {
      throw validationError(locale, "api.errors.invalidCharacters", path.join(".") || undefined);
    }
    if (value.length > AUTH_TEXT_MAX_LENGTH) {
      throw validationError(locale, "api.errors.textTooLong", path.join(".") || undefined, {
        max: AUTH_TEXT_MAX_LENGTH,
      });
    }
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (path.length >= MAX_DEPTH) {
    throw validationError(locale, "api.errors.validation", path.join("."));
  }
  for (const [key, item] of Object.entries(value)) {
    assertClean(key, path, locale);
    assertClean(item, [...path, key], locale);
  }
}
