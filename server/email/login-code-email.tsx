import type { Locale, Translate } from "../i18n.ts";
import { layoutEmail } from "./email-layout.tsx";
import type { MailMessage } from "./mailer.ts";

/** Which flow the code is for: each has its own subject and wording, same layout. */
export type CodePurpose = "loginCode" | "changeEmail" | "confirmCurrentEmail" | "adminChangeEmail";

/** The code e-mail (docs/product.md §Records): subject, preview, title, intro, the code and its validity. */
export function loginCodeEmail(input: {
  to: string;
  code: string;
  minutes: number;
  t: Translate;
  locale: Locale;
  purpose?: CodePurpose;
}): Promise<MailMessage> {
  const { t, code } = input;
  const key = input.purpose ?? "loginCode";
  return layoutEmail({
    to: input.to,
    locale: input.locale,
    subject: t(`email.${key}.subject`),
    preview: t(`email.${key}.preview`, { code }),
    title: t(`email.${key}.title`),
    parts: [
      { text: t(`email.${key}.intro`) },
      { text: code, style: "code" },
      { text: t("email.loginCode.validity", { minutes: input.minutes }), style: "footnote" },
    ],
  });
}
