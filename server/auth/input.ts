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
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameProblem } from "#shared/validation/passkey";
import { unstorableTextMessage } from "../db/storable-text.ts";
import { translator, type Locale } from "../i18n.ts";

// The same rules on better-auth's REST routes as in GraphQL (shared/validation, ADR 023), on the
// body better-auth parsed: 400 { code: "VALIDATION", field, message } in the request's language.

/** Longer strings are refused anywhere in a body or query: no field needs them. */
export const AUTH_TEXT_MAX_LENGTH = 10_000;
const MAX_DEPTH = 8;

// Codes are read the forgiving way (any case, spaces, dashes, O for 0) and passed on
// normalised: better-auth compares them exactly with the code it sent.
const otp = oneTimeCode;

const passkeyName = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    const message = passkeyNameProblem(name);
    if (!message) return;
    // A too_big issue carries the bound the message names (shared/validation/issue.ts).
    if (name.length > PASSKEY_NAME_MAX_LENGTH) {
      const maximum = PASSKEY_NAME_MAX_LENGTH;
      ctx.addIssue({ code: "too_big", origin: "string", maximum, inclusive: true, message });
    } else ctx.addIssue({ code: "custom", message });
  });

// A WebAuthn credential as the browser serialises it (SimpleWebAuthn's JSON shapes). The
// plugin takes any record and looks the passkey up by `id` before SimpleWebAuthn checks
// anything: a number or an object there reached the database as a 500. Members not named here
// pass unchanged (loose objects): browsers add some, and the body goes on as parsed.
/** A credential id is at most 1023 bytes (WebAuthn §5.1.4), in base64url at most 1364. */
const CREDENTIAL_ID_MAX_LENGTH = 1364;
const base64url = z.string().regex(/^[A-Za-z0-9_-]*={0,2}$/);
const credentialId = base64url.min(1).max(CREDENTIAL_ID_MAX_LENGTH);
const assertion = z.looseObject({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.nullish(),
  }),
  authenticatorAttachment: z.string().nullish(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});

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
  // A passkey's name when it is added and renamed (docs/decisions/118). Registering never
  // signs in (`createSession` would make a session outside the challenge and the step-up).
  "/passkey/verify-registration": z.object({
    name: passkeyName.optional(),
    createSession: z.never().optional(),
  }),
  // Signed out, so nothing answers before it (registration's answers are behind a session, and
  // a malformed one is answered 400 by error-language.ts).
  "/passkey/verify-authentication": z.object({ response: assertion }),
  // Providers sign in through their callback, challenged (ADR 115); an ID token posted here
  // would make a session without the second factor.
  "/sign-in/social": z.object({ idToken: z.never().optional() }),
  "/passkey/update-passkey": z.object({ id: z.string().min(1), name: passkeyName }),
  "/admin/set-role": z.object({
    userId: z.string().min(1),
    role: z.union([userRoles.element, userRoles]),
  }),
  // An invitation's address, as any address: one no account could have is refused before
  // better-auth stores the invitation. Near the 10 000 characters any field may have, it would
  // not even fit the sealed mail job (ADR 111) and the call would fail after the write.
  "/organization/invite-member": z.object({ email: userEmail }),
  "/admin/ban-user": z.object({
    userId: z.string().min(1),
    banReason: z.string().max(AUTH_TEXT_MAX_LENGTH).optional(),
    // Seconds from now; fractions too, so an end given to the millisecond stays exact.
    banExpiresIn: z.number().positive().optional(),
  }),
};

/**
 * Refuses what no route accepts (NUL bytes, oversized strings) in the body and the query,
 * then applies the route's rules. Returns the body with addresses and names normalised, so
 * better-auth stores and limits exactly what the rules produced; undefined for other routes.
 */
export function checkAuthInput(path: string, body: unknown, query: unknown, locale: Locale) {
  assertClean(query, [], locale);
  assertClean(body, [], locale);
  const schema = BODIES[path];
  if (!schema || body === undefined) return undefined;
  const result = schema.safeParse(body);
  if (!result.success) {
    const { field, messageId, values } = issueMessage(result.error.issues[0]);
    throw validationError(locale, messageId, field, values);
  }
  return { ...(body as Record<string, unknown>), ...(result.data as object) };
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
  const field = path.join(".") || undefined;
  if (typeof value === "string") {
    if (unstorableTextMessage(value)) {
      throw validationError(locale, "api.errors.invalidCharacters", field);
    }
    if (value.length > AUTH_TEXT_MAX_LENGTH) {
      throw validationError(locale, "api.errors.textTooLong", field, { max: AUTH_TEXT_MAX_LENGTH });
    }
  } else if (value && typeof value === "object") {
    if (path.length >= MAX_DEPTH) throw validationError(locale, "api.errors.validation", field);
    for (const [key, item] of Object.entries(value)) {
      assertClean(key, path, locale);
      assertClean(item, [...path, key], locale);
    }
  }
}
