import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// A mail job's recipient and secrets (a sign-in code, the new address) are sealed in its payload
// (docs/decisions/105): pgboss.job, a backup or the manager's Jobs screen show only what kind
// of mail it is. AES-256-GCM under a key derived from AUTH_SECRET with HKDF, so no new setting;
// the `info` keeps it apart from every other use of the secret.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type MailSealKey = Buffer & { readonly sealKey: unique symbol };

export function mailSealKey(authSecret: string): MailSealKey {
  return Buffer.from(
    hkdfSync("sha256", authSecret, "groundwork", "groundwork mail job payload v1", 32),
  ) as MailSealKey;
}

/** `v1.` + base64url(iv | tag | ciphertext); `bound` (the clear fields) is authenticated too. */
export function seal(key: MailSealKey, value: unknown, bound: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(bound));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The sealed value, or an error when the key (another AUTH_SECRET) or any byte differs. */
export function unseal(key: MailSealKey, sealed: string, bound: string): unknown {
  const [version, data] = sealed.split(".");
  if (version !== VERSION || !data) throw new MailSealError("unknown sealed format");
  const bytes = Buffer.from(data, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new MailSealError("sealed value too short");
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
    throw new MailSealError("the sealed value does not open with this AUTH_SECRET", {
      cause: error,
    });
  }
}

export class MailSealError extends Error {
  override name = "MailSealError";
}
