import { z } from "zod";
import { API_KEY_SCOPES } from "./api-key-scopes.ts";
import { isVisibleLine } from "./text.ts";

// Shared by the GraphQL API (createApiKey) and the web form; issues carry message ids
// (see repository.ts). docs/decisions/015-api-keys.md sets the limits.

export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const message = (id: string) => ({ error: id });

export const apiKeyName = z
  .string()
  .trim()
  .min(1, message("apiKey.validation.nameRequired"))
  .max(API_KEY_NAME_MAX_LENGTH, message("apiKey.validation.nameTooLong"))
  // Names reach the audit log admins read: no bidi or control tricks (docs/decisions/047).
  .refine(isVisibleLine, message("apiKey.validation.nameInvalid"));

export const apiKeyExpiresAt = z
  .date()
  .refine((date) => date.getTime() > Date.now(), message("apiKey.validation.expiresInPast"))
  .refine(
    (date) => date.getTime() <= Date.now() + API_KEY_MAX_DAYS * DAY_MS,
    message("apiKey.validation.expiresTooLate"),
  );

export const apiKeyScopes = z
  .array(z.enum(API_KEY_SCOPES))
  .min(1, message("apiKey.validation.scopesRequired"))
  .transform((scopes) => [...new Set(scopes)]);

export const apiKeyCreateSchema = z.object({
  name: apiKeyName,
  expiresAt: apiKeyExpiresAt,
  scopes: apiKeyScopes,
});

export { API_KEY_DEFAULT_SCOPES, API_KEY_SCOPES, type ApiKeyScope } from "./api-key-scopes.ts";
