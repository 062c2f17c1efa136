import { z } from "zod";
import type { MessageId } from "../../i18n/messages";

export const OTP_LENGTH = 6;

// Issues carry message ids; forms translate them with react-intl.
const message = (id: MessageId) => ({ error: id });

export const emailSchema = z
  .string()
  .trim()
  .min(1, message("auth.validation.emailRequired"))
  .pipe(z.email(message("auth.validation.emailInvalid")));

/**
 * Drops spaces (codes are often pasted as "123 456") and reads Arabic-Indic (U+0660…)
 * and Persian (U+06F0…) digits, which Arabic phone keyboards type, as ASCII digits.
 */
function normalizeCode(value: string): string {
  return value.replace(/\s+/g, "").replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const zero = digit >= "\u06f0" ? 0x06f0 : 0x0660;
    return String(digit.charCodeAt(0) - zero);
  });
}

export const codeSchema = z
  .string()
  .transform(normalizeCode)
  .pipe(
    z
      .string()
      .min(1, message("auth.validation.codeRequired"))
      .length(OTP_LENGTH, message("auth.validation.codeLength"))
      .regex(/^[a-z0-9]*$/i, message("auth.validation.codeInvalid")),
  );

// Names are shown in lists and e-mails: one line of printable text of a sensible length.
export const NAME_MAX_LENGTH = 100;

export const nameSchema = z
  .string()
  .trim()
  .min(1, message("auth.validation.nameRequired"))
  .max(NAME_MAX_LENGTH, message("auth.validation.nameInvalid"))
  .regex(/^[^\p{C}<>]+$/u, message("auth.validation.nameInvalid"));

export type Validated<T> = { success: true; data: T } | { success: false; error: MessageId };

/** Parses `value`, reporting only the first problem, as the form shows one message per field. */
export function validate<T>(schema: z.ZodType<T>, value: unknown): Validated<T> {
  const result = schema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  return { success: false, error: result.error.issues[0]?.message as MessageId };
}
