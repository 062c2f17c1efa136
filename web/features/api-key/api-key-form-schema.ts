import { z } from "zod";
import {
  API_KEY_DEFAULT_SCOPES,
  API_KEY_SCOPES,
  apiKeyCreateSchema,
  type ApiKeyScope,
} from "#shared/validation/api-key";

// Expiry choices of the create form: a few common lifetimes, or a day picked in the calendar.
export const EXPIRY_PRESETS = ["30", "90", "365", "custom"] as const;
type ExpiryPreset = (typeof EXPIRY_PRESETS)[number];

const DAY_MS = 86_400_000;

/**
 * The scopes the form offers, in the API's order, and those ticked at first: only what the
 * owner's role grants (the server's `grantableApiKeyScopes`, ADR 099), its reads preselected.
 */
export function scopeChoices(granted: readonly string[]): {
  offered: ApiKeyScope[];
  preselected: ApiKeyScope[];
} {
  const offered = API_KEY_SCOPES.filter((scope) => granted.includes(scope));
  return {
    offered,
    preselected: API_KEY_DEFAULT_SCOPES.filter((scope) => offered.includes(scope)),
  };
}

/** The expiry instant for a preset (`now` + days), or the end of the picked day. */
export function expiryDate(preset: ExpiryPreset, customDay: Date | undefined, now = new Date()) {
  if (preset !== "custom") return new Date(now.getTime() + Number(preset) * DAY_MS);
  if (!customDay) return undefined;
  const end = new Date(customDay);
  end.setHours(23, 59, 59, 0);
  return end;
}

// The form's fields checked with the API's own rules: the output is what createApiKey takes;
// each issue carries a message id, an expiry's on the preset choice.
export const apiKeyFormSchema = z
  .object({
    name: z.string(),
    preset: z.enum(EXPIRY_PRESETS),
    customDay: z.date().optional(),
    scopes: z.array(z.string()),
  })
  .transform(({ preset, customDay, ...values }, context) => {
    const expiresAt = expiryDate(preset, customDay);
    const parsed = apiKeyCreateSchema.safeParse({ ...values, expiresAt });
    if (parsed.success) return parsed.data;
    for (const { path, message } of parsed.error.issues) {
      const field = path[0] === "expiresAt" ? "preset" : String(path[0]);
      const missingDay = field === "preset" && !expiresAt;
      const id = missingDay ? "apiKey.account.create.expiresRequired" : message;
      context.addIssue({ code: "custom", path: [field], message: id });
    }
    return z.NEVER;
  });
