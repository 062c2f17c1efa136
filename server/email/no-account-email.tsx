import { Text } from "@react-email/text";
import { render } from "@react-email/render";
import { textDirection } from "#shared/i18n/locales";
import type { Locale, Translate } from "../i18n.ts";
import { EmailLayout, footnote, paragraph } from "./email-layout.tsx";
import type { MailMessage } from "./mailer.ts";

/**
 * Sent instead of a code when sign-up is off and the address has no account: the HTTP answer
 * must not tell the two cases apart (no enumeration), so the mailbox owner learns it here.
 */
export async function noAccountEmail(input: {
  to: string;
  t: Translate;
  locale: Locale;
}): Promise<MailMessage> {
  const { t } = input;
  const subject = t("email.noAccount.subject");
  const title = t("email.noAccount.title");
  const intro = t("email.noAccount.intro");
  const help = t("email.noAccount.help");
  const html = await render(
    <EmailLayout
      lang={input.locale}
      dir={textDirection(input.locale)}
      preview={t("email.noAccount.preview")}
      title={title}
    >
      <Text style={paragraph}>{intro}</Text>
      <Text style={footnote}>{help}</Text>
    </EmailLayout>,
  );
  return { to: input.to, subject, text: `${title}\n\n${intro}\n\n${help}\n`, html };
}
