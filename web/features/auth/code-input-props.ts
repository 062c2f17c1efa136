/**
 * Every code input's: letters and digits in capitals, no spelling fixes, left to right even in
 * Arabic. No `maxLength`: a pasted "ABC-123" is longer than the code it holds.
 */
export const CODE_INPUT_PROPS = {
  autoComplete: "one-time-code",
  autoCapitalize: "characters",
  autoCorrect: "off",
  spellCheck: false,
  inputMode: "text",
  dir: "ltr",
} as const;
