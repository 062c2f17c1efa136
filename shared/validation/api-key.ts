import { z } from "zod";

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
  .max(API_KEY_NAME_MAX_LENGTH, message("apiKey.validation.nameTooLong"));

export const apiKeyExpiresAt = z
  .date()
  .refine((date) => date.getTime() > Date.now(), message("apiKey.validation.expiresInPast"))
  .refine(
    (date) => date.getTime() <= Date.now() + API_KEY_MAX_DAYS * DAY_MS,
    message("apiKey.validation.expiresTooLate"),
  );

export const apiKeyCreateSchema = z.object({ name: apiKeyName, expiresAt: apiKeyExpiresAt });
