/**
 * The attributes of every input a code is typed in (sign-in, the account's and the
 * manager's e-mail changes). Codes are letters and digits (shared/validation/one-time-code.ts),
 * so the full keyboard, in capitals as e-mailed, without spelling fixes; left to right even
 * in Arabic; offered from the mail by browsers that read `one-time-code`. No `maxLength`:
 * a pasted "ABC-123" is longer than the code it holds.
 */
export const CODE_INPUT_PROPS = {
  autoComplete: "one-time-code",
  autoCapitalize: "characters",
  autoCorrect: "off",
  spellCheck: false,
  inputMode: "text",
  dir: "ltr",
} as const;
