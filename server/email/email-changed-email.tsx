import { Text } from "@react-email/text";
import { render } from "@react-email/render";
import { textDirection } from "#shared/i18n/locales";
import type { Locale, Translate } from "../i18n.ts";
import { EmailLayout, footnote, paragraph } from "./email-layout.tsx";
import type { MailMessage } from "./mailer.ts";

/**
 * Sent to the address an account just left (docs/decisions/044): its owner learns of the
 * change even when a stolen session or an admin made it, that the other sessions ended, and
 * whom to turn to. The way back is real: an administrator can move the account back
 * (requestUserEmailChange) and read who made the change in the audit log.
 */
export async function emailChangedEmail(input: {
  to: string;
  newEmail: string;
  /** Who started it: the account holder, or an administrator (GraphQL). */
  by: "self" | "admin";
  t: Translate;
  locale: Locale;
}): Promise<MailMessage> {
  const { t } = input;
  const subject = t("email.emailChanged.subject");
  const title = t("email.emailChanged.title");
  const intro = t(
    input.by === "admin" ? "email.emailChanged.introAdmin" : "email.emailChanged.intro",
    {
      email: input.newEmail,
    },
  );
  const sessions = t("email.emailChanged.sessions");
  const help = t("email.emailChanged.help");
  const html = await render(
    <EmailLayout
      lang={input.locale}
      dir={textDirection(input.locale)}
      preview={t("email.emailChanged.preview")}
      title={title}
    >
      <Text style={paragraph}>{intro}</Text>
      <Text style={paragraph}>{sessions}</Text>
      <Text style={footnote}>{help}</Text>
    </EmailLayout>,
  );
  const text = `${title}\n\n${intro}\n\n${sessions}\n\n${help}\n`;
  return { to: input.to, subject, text, html };
}
