import type { Validator } from "./schemas";

// The second factor's codes as better-auth compares them (docs/decisions/115): an authenticator
// app's 6 digits, or a backup code, 10 letters and digits shown as "AbCd3-9xYz2" and compared
// exactly, case included. Read forgivingly as the e-mailed codes are: spaces dropped, and a
// backup code typed without its hyphen gets it back.

export const TOTP_DIGITS = 6;

export type SecondFactorMethod = "totp" | "backup";

const totp: Validator<string> = (value) => {
  const code = value.replace(/\s/g, "");
  if (code === "") return { success: false, error: "auth.secondFactor.validation.required" };
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)
    ? { success: true, data: code }
    : { success: false, error: "auth.secondFactor.validation.totp" };
};

const backup: Validator<string> = (value) => {
  const code = value.replace(/\s/g, "");
  if (code === "") return { success: false, error: "auth.secondFactor.validation.required" };
  const parts = /^([a-z0-9]{5})-?([a-z0-9]{5})$/i.exec(code);
  return parts
    ? { success: true, data: `${parts[1]}-${parts[2]}` }
    : { success: false, error: "auth.secondFactor.validation.backup" };
};

/** The rule for a code of `method`: the code as sent, or the message id of its problem. */
export const secondFactorCodeSchema: Record<SecondFactorMethod, Validator<string>> = {
  totp,
  backup,
};

/** Input attributes per method: digits for the app's code, letters kept as typed for backup codes. */
export const SECOND_FACTOR_INPUT_PROPS = {
  totp: {
    autoComplete: "one-time-code",
    inputMode: "numeric",
    autoCorrect: "off",
    spellCheck: false,
    dir: "ltr",
  },
  backup: {
    autoComplete: "off",
    autoCapitalize: "none",
    autoCorrect: "off",
    spellCheck: false,
    inputMode: "text",
    dir: "ltr",
  },
} as const;
