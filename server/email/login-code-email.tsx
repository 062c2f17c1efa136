import { Text } from "@react-email/text";
import { render } from "@react-email/render";
import { textDirection } from "#shared/i18n/locales";
import type { Locale, Translate } from "../i18n.ts";
import { EmailLayout, footnote, paragraph } from "./email-layout.tsx";
import type { MailMessage } from "./mailer.ts";

/** Which flow the code is for: each has its own subject and wording, same layout. */
export type CodePurpose = "loginCode" | "changeEmail" | "confirmCurrentEmail" | "adminChangeEmail";

/** The code e-mail (docs/product.md §Records): subject, preview, title, intro, the code and its validity. */
export async function loginCodeEmail(input: {
  to: string;
  code: string;
  minutes: number;
  t: Translate;
  locale: Locale;
  purpose?: CodePurpose;
}): Promise<MailMessage> {
  const { t, code, minutes } = input;
  const key = input.purpose ?? "loginCode";
  const subject = t(`email.${key}.subject`);
  const preview = t(`email.${key}.preview`, { code });
  const title = t(`email.${key}.title`);
  const intro = t(`email.${key}.intro`);
  const validity = t("email.loginCode.validity", { minutes });
  const html = await render(
    <EmailLayout
      lang={input.locale}
      dir={textDirection(input.locale)}
      preview={preview}
      title={title}
    >
      <Text style={paragraph}>{intro}</Text>
      <Text style={codeStyle}>{code}</Text>
      <Text style={footnote}>{validity}</Text>
    </EmailLayout>,
  );
  // Written by hand rather than derived from the HTML: the code stands alone on its line,
  // which is what people (and the test mailbox reader) look for.
  const text = `${title}\n\n${intro}\n\n${code}\n\n${validity}\n`;
  return { to: input.to, subject, text, html };
}

const codeStyle = {
  fontSize: "32px",
  letterSpacing: "8px",
  fontWeight: 700,
  fontFamily: "ui-monospace,Menlo,monospace",
  margin: "0 0 24px",
};
