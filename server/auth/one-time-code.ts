import { randomInt } from "node:crypto";
import { OTP_ALPHABET, OTP_LENGTH } from "#shared/validation/one-time-code";

/**
 * Every code the product e-mails (better-auth's emailOTP `generateOTP`, the admin's e-mail
 * move): OTP_LENGTH symbols of the look-alike-free alphabet, each drawn independently and
 * uniformly by node:crypto's CSPRNG, so every code is as likely as any other.
 */
export const generateOneTimeCode = (): string =>
  Array.from({ length: OTP_LENGTH }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join("");
