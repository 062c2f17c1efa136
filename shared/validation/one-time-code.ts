// The codes the product e-mails (sign-in, both e-mail change flows): one definition for the
// server that makes and checks them and the forms that read them (docs/decisions/029).
// Without zod: the sign-in screens check them on their first load (docs/decisions/027).

/** The e-mailed one-time code's length (better-auth's emailOTP `otpLength`). */
export const OTP_LENGTH = 6;

/**
 * Crockford's base32: digits and capitals without I, L, O and U, so no two symbols look
 * alike. 32^6 ≈ 1.07e9 codes, a thousand times the 10^6 of six digits: the guesses the
 * pacing still lets through (ADR 008, its threat model) barely dent it.
 */
export const OTP_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const WELL_FORMED = new RegExp(`^[${OTP_ALPHABET}]{${OTP_LENGTH}}$`);

// What people type or paste around a code: spaces and dashes of any kind ("A1B-2C3"), the
// minus sign some mail clients turn a hyphen into.
const SEPARATORS = /[\s\p{Pd}\u2212]+/gu;
// Arabic-Indic (U+0660…) and Persian (U+06F0…) digits, which Arabic phone keyboards type.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
// Crockford's reading of the letters the alphabet leaves out for looking like digits.
const LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1" };

/**
 * A code as typed, read the way its owner meant it: full-width forms folded (NFKC), spaces
 * and dashes dropped, eastern digits as ASCII, upper-case, O as 0 and I or L as 1. The result
 * still needs `isOneTimeCode`: anything else is left for it to refuse.
 */
export function normalizeOneTimeCode(value: string): string {
  return value
    .normalize("NFKC")
    .replace(SEPARATORS, "")
    .replace(EASTERN_DIGITS, (digit) => {
      const zero = digit >= "\u06f0" ? 0x06f0 : 0x0660;
      return String(digit.charCodeAt(0) - zero);
    })
    .toUpperCase()
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
}

/** Whether a normalised value can be a code at all: the length, and symbols of the alphabet. */
export function isOneTimeCode(value: string): boolean {
  return WELL_FORMED.test(value);
}

export type OneTimeCodeProblem =
  "auth.validation.codeRequired" | "auth.validation.codeLength" | "auth.validation.codeInvalid";

/** What is wrong with a normalised code, as a message id, or null when it is well formed. */
export function oneTimeCodeProblem(code: string): OneTimeCodeProblem | null {
  if (code === "") return "auth.validation.codeRequired";
  if (code.length !== OTP_LENGTH) return "auth.validation.codeLength";
  return isOneTimeCode(code) ? null : "auth.validation.codeInvalid";
}
