import type { StoredMail } from "./mailer.ts";
import type { Locale, Translate } from "../i18n.ts";
import { textDirection } from "#shared/i18n/locales";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The development mailbox: where login codes land when no SMTP server is configured.
 * Server-rendered on purpose: it must work even when the web app is broken. In the request's
 * language, like the e-mails it shows.
 */
export function renderMailbox(
  messages: readonly StoredMail[],
  t: Translate,
  locale: Locale,
): string {
  const items = messages
    .map(
      (mail) => `<article>
  <header><strong>${escape(mail.subject)}</strong>
  <span>${escape(t("devMailbox.to", { address: mail.to }))} · ${mail.sentAt.toISOString()}</span></header>
  <iframe title="${escape(mail.subject)}" sandbox srcdoc="${escape(mail.html)}"></iframe>
</article>`,
    )
    .join("\n");
  const title = escape(t("devMailbox.title"));
  const intro = escape(t("devMailbox.intro", { setting: "SMTP_URL" }));
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="10"><title>${title} · Groundwork</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:24px;color:#18181b;background:#fafafa}
article{background:#fff;border:1px solid #e4e4e7;border-radius:8px;margin:0 0 16px;overflow:hidden}
header{display:flex;justify-content:space-between;gap:12px;padding:12px 16px;border-bottom:1px solid #e4e4e7}
header span{color:#52525b;font-size:13px}
iframe{border:0;width:100%;height:420px}
</style></head>
<body><h1>${title}</h1>
<p>${intro.replace("SMTP_URL", "<code>SMTP_URL</code>")}</p>
${items || `<p><em>${escape(t("devMailbox.empty"))}</em></p>`}
</body></html>`;
}
