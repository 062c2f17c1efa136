import { randomBytes } from "node:crypto";
import { cachedSealKey, seal, unseal } from "../crypto/seal.ts";

// Endpoint signing secrets (docs/decisions/107): Standard Webhooks' "whsec_" + base64 of 32
// random bytes, shown once, stored sealed under a key derived from AUTH_SECRET.

/** The sealed value is bound to this: a sealed mail payload can never pass for a secret. */
const BOUND = "webhook-secret";
/** After a rotation the old secret signs beside the new one this long. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export function sealSecret(authSecret: string, secret: string): string {
  return seal(cachedSealKey(authSecret, "webhookSecret"), secret, BOUND);
}

export function openSecret(authSecret: string, sealed: string): string {
  const value = unseal(cachedSealKey(authSecret, "webhookSecret"), sealed, BOUND);
  if (typeof value !== "string") throw new Error("a sealed webhook secret is not a string");
  return value;
}

/** The secrets that sign at `now`: the current one, and the previous one within its overlap. */
export function signingSecrets(
  authSecret: string,
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const current = openSecret(authSecret, endpoint.secret);
  const previous =
    endpoint.previousSecret &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime()
      ? openSecret(authSecret, endpoint.previousSecret)
      : null;
  return previous ? [current, previous] : [current];
}
