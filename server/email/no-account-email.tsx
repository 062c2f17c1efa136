import type { Locale, Translate } from "../i18n.ts";
import { layoutEmail } from "./email-layout.tsx";
import type { MailMessage } from "./mailer.ts";

/**
 * Sent instead of a code when sign-up is off and the address has no account: the HTTP answer
 * must not tell the two cases apart (no enumeration), so the mailbox owner learns it here.
 */
export function noAccountEmail(input: {
  to: string;
  t: Translate;
  locale: Locale;
}): Promise<MailMessage> {
  const { t } = input;
  return layoutEmail({
    to: input.to,
    locale: input.locale,
    subject: t("email.noAccount.subject"),
    preview: t("email.noAccount.preview"),
    title: t("email.noAccount.title"),
    parts: [
      { text: t("email.noAccount.intro") },
      { text: t("email.noAccount.help"), style: "footnote" },
    ],
  });
}
