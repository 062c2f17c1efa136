import type { Locale, Translate } from "../i18n.ts";
import { layoutEmail } from "./email-layout.tsx";
import type { MailMessage } from "./mailer.ts";

/**
 * Sent to the address an account just left (docs/decisions/044): its owner learns of the
 * change even when a stolen session or an admin made it, that the other sessions ended, and
 * whom to turn to. The way back is real: an administrator can move the account back
 * (requestUserEmailChange) and read who made the change in the audit log.
 */
export function emailChangedEmail(input: {
  to: string;
  newEmail: string;
  /** Who started it: the account holder, or an administrator (GraphQL). */
  by: "self" | "admin";
  t: Translate;
  locale: Locale;
}): Promise<MailMessage> {
  const { t } = input;
  const intro = input.by === "admin" ? "email.emailChanged.introAdmin" : "email.emailChanged.intro";
  return layoutEmail({
    to: input.to,
    locale: input.locale,
    subject: t("email.emailChanged.subject"),
    preview: t("email.emailChanged.preview"),
    title: t("email.emailChanged.title"),
    parts: [
      { text: t(intro, { email: input.newEmail }) },
      { text: t("email.emailChanged.sessions") },
      { text: t("email.emailChanged.help"), style: "footnote" },
    ],
  });
}
