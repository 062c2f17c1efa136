import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Values kept sealed at rest: a mail job's recipient and code in its payload (docs/decisions/105),
// a webhook endpoint's signing secrets (docs/decisions/107). AES-256-GCM under a key derived
// from AUTH_SECRET with HKDF, so no new setting; each use names its own `purpose` (HKDF's
// info), which keeps its key apart from every other use of the secret.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealKey = Buffer & { readonly sealKey: unique symbol };

/** The purposes keys are derived for; changing one makes every value sealed with it unreadable. */
export const SEAL_PURPOSES = {
  mailJob: "groundwork mail job payload v1",
  webhookSecret: "groundwork webhook secret v1",
} as const;

export function sealKey(authSecret: string, purpose: keyof typeof SEAL_PURPOSES): SealKey {
  return Buffer.from(
    hkdfSync("sha256", authSecret, "groundwork", SEAL_PURPOSES[purpose], 32),
  ) as SealKey;
}

// One HKDF per secret and purpose, not per value.
const keys = new Map<string, SealKey>();

/** sealKey, derived once per AUTH_SECRET and purpose. */
export function cachedSealKey(authSecret: string, purpose: keyof typeof SEAL_PURPOSES): SealKey {
  const id = `${purpose}\u0000${authSecret}`;
  let key = keys.get(id);
  if (!key) keys.set(id, (key = sealKey(authSecret, purpose)));
  return key;
}

/** `v1.` + base64url(iv | tag | ciphertext); `bound` (the clear fields) is authenticated too. */
export function seal(key: SealKey, value: unknown, bound: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(bound));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The sealed value, or an error when the key (another AUTH_SECRET) or any byte differs. */
export function unseal(key: SealKey, sealed: string, bound: string): unknown {
  const [version, data] = sealed.split(".");
  if (version !== VERSION || !data) throw new SealError("unknown sealed format");
  const bytes = Buffer.from(data, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new SealError("sealed value too short");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(bound));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString("utf8")) as unknown;
  } catch (error) {
    throw new SealError("the sealed value does not open with this AUTH_SECRET", {
      cause: error,
    });
  }
}

export class SealError extends Error {
  override name = "SealError";
}
