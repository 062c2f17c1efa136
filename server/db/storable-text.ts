// What PostgreSQL text cannot hold as sent: U+0000, and the lone halves of surrogate
// pairs, which are not Unicode and have no UTF-8 form. The pg driver silently turns a lone
// surrogate into U+FFFD (the stored text is not what was sent); PGlite can fail with "invalid
// byte sequence for encoding UTF8", an internal error. Both input guards (graphql/
// nul-characters.ts, auth/input.ts) refuse them, so no write path has to.

/** With `u`, `\p{Cs}` matches only unpaired surrogates: a pair is one code point. */
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** The message id for text holding a character the database cannot store, or null. */
export function unstorableTextMessage(text: string): string | null {
  if (!UNSTORABLE.test(text)) return null;
  return text.includes("\u0000") ? "api.errors.nulCharacter" : "api.errors.invalidCharacters";
}
