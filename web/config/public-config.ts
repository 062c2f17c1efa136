import { z } from "zod";

export const PUBLIC_CONFIG_URL = "/api/config";

const optionalText = z
  .string()
  .nullable()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** What the server exposes at GET /api/config. */
export const publicConfigSchema = z.object({
  productName: z.string().min(1),
  devMailbox: z.boolean(),
  demoMode: z.boolean(),
  otpExpiresInMinutes: z.number().int().positive(),
  env: z.object({
    name: optionalText,
    emoji: optionalText,
    color: z.string().min(1),
  }),
  // Defaults keep the login page working against a server that predates these fields.
  signupEnabled: z.boolean().default(false),
  /** Social sign-in providers configured on the server, one button each. */
  providers: z
    .array(z.object({ id: z.enum(["github", "oidc"]), name: z.string().min(1) }))
    .default([]),
  /** Demo accounts listed on the login page; the server sends them in development only. */
  seedAccounts: z.array(z.string()).default([]),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export function parsePublicConfig(input: unknown): PublicConfig {
  const result = publicConfigSchema.safeParse(input);
  if (!result.success) {
    throw new Error(`Invalid ${PUBLIC_CONFIG_URL} response:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

let pending: Promise<PublicConfig> | undefined;

/**
 * Fetched once per page load and shared. A failed attempt is forgotten so that
 * "Try again" on the error screen fetches again.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetchPublicConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch(PUBLIC_CONFIG_URL, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) {
    throw new Error(
      `${PUBLIC_CONFIG_URL} answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  return parsePublicConfig(await response.json());
}
