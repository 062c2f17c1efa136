import { z } from "zod";
import { apiKeyCreateSchema } from "#shared/validation/api-key";
import { EXPIRY_PRESETS, expiryDate } from "./api-key-expiry";

// The create form's fields (a preset or a picked day rather than an instant) checked with the
// API's own rules: the result is exactly what `createApiKey` takes, or issues carrying
// message ids on the form's fields.
export const apiKeyFormSchema = z
  .object({
    name: z.string(),
    preset: z.enum(EXPIRY_PRESETS),
    customDay: z.date().optional(),
    scopes: z.array(z.string()),
  })
  .transform((values, context) => {
    const expiresAt = expiryDate(values.preset, values.customDay);
    const parsed = apiKeyCreateSchema.safeParse({ ...values, expiresAt });
    if (!expiresAt) {
      context.addIssue({
        code: "custom",
        path: ["preset"],
        message: "apiKey.account.create.expiresRequired",
      });
    }
    if (parsed.success && expiresAt) return parsed.data;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] === "expiresAt" ? "preset" : issue.path[0];
      if (field === "preset" && !expiresAt) continue;
      context.addIssue({ code: "custom", path: [String(field)], message: issue.message });
    }
    return z.NEVER;
  });

export type ApiKeyFormInput = z.input<typeof apiKeyFormSchema>;
export type ApiKeyFormOutput = z.output<typeof apiKeyFormSchema>;
