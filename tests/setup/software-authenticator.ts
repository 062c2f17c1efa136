import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from "node:crypto";

// A WebAuthn authenticator in software for the server tests: what a browser hands the server
// after `navigator.credentials.create()` / `.get()` with a platform passkey, "none"
// attestation, built from the specification (W3C WebAuthn Level 2 §6.1 authenticator data,
// §6.5.4 the "none" format, RFC 8152 COSE keys) with node:crypto. SimpleWebAuthn on the server
// checks it as it checks a real one.

type CreationOptions = { challenge: string; rp: { id: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export type SoftwarePasskey = {
  id: string;
  /**
   * Whether the authenticator says it verified the user (PIN, biometrics: the UV flag, 0x04),
   * as real platform passkeys do; false for a security key that only checks presence.
   */
  userVerified: boolean;
  register: (options: CreationOptions, origin: string) => Record<string, unknown>;
  authenticate: (options: RequestOptions, origin: string) => Record<string, unknown>;
};

/** A new credential: its key pair and id are made here, its counter starts at 0. */
export function softwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let rpId = "";
  let userHandle = "";
  let counter = 0;

  const passkey: SoftwarePasskey = {
    id,
    userVerified: true,
    register(options, origin) {
      rpId = options.rp.id;
      userHandle = options.user.id;
      const clientData = clientDataJSON("webauthn.create", options.challenge, origin);
      const attested = Buffer.concat([
        Buffer.alloc(16), // AAGUID: all zero, as privacy-preserving platforms report.
        u16(credentialId.length),
        credentialId,
        coseKey(publicKey),
      ]);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const flags = 0x41 | (passkey.userVerified ? 0x04 : 0);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), u32(counter), attested]);
      const attestationObject = cbor(
        new Map<unknown, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return credential({
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      });
    },
    authenticate(options, origin) {
      counter += 1;
      const clientData = clientDataJSON("webauthn.get", options.challenge, origin);
      const authData = Buffer.concat([
        sha256(options.rpId ?? rpId),
        Buffer.from([0x01 | (passkey.userVerified ? 0x04 : 0)]),
        u32(counter),
      ]);
      const signature = sign(privateKey, Buffer.concat([authData, sha256(clientData)]));
      return credential({
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle,
      });
    },
  };
  return passkey;

  function credential(response: Record<string, unknown>) {
    return {
      id,
      rawId: id,
      type: "public-key",
      response,
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}

function clientDataJSON(type: string, challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function sign(key: KeyObject, data: Buffer) {
  // ECDSA with SHA-256, DER-encoded: the signature format WebAuthn uses for ES256.
  return createSign("SHA256").update(data).sign(key);
}

/** The public key as a COSE_Key: EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x, y. */
function coseKey(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: "jwk" });
  return cbor(
    new Map<unknown, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
}

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** CBOR (RFC 8949) for the few types WebAuthn needs: small integers, bytes, text, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) =>
    length < 24
      ? Buffer.from([(major << 5) | length])
      : length < 256
        ? Buffer.from([(major << 5) | 24, length])
        : Buffer.concat([Buffer.from([(major << 5) | 25]), u16(length)]);
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Map) {
    const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
    return Buffer.concat([head(5, value.size), ...entries]);
  }
  throw new Error(`cbor: unsupported value ${String(value)}`);
}
