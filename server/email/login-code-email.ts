import type { Translate } from "../i18n.ts";
import type { MailMessage } from "./mailer.ts";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The login code e-mail (spec §3): subject, preview, title, intro, the code and its validity. */
export function loginCodeEmail(input: {
  to: string;
  code: string;
  minutes: number;
  t: Translate;
  dir?: "ltr" | "rtl";
}): MailMessage {
  const { t, code, minutes } = input;
  const subject = t("email.loginCode.subject");
  const preview = t("email.loginCode.preview", { code });
  const title = t("email.loginCode.title");
  const intro = t("email.loginCode.intro");
  const validity = t("email.loginCode.validity", { minutes });
  const html = `<!doctype html>
<html dir="${input.dir ?? "ltr"}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="display:none;max-height:0;overflow:hidden">${escape(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>
<p style="font-size:15px;line-height:1.5;margin:0 0 24px">${escape(intro)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;font-family:ui-monospace,Menlo,monospace;margin:0 0 24px">${escape(code)}</p>
<p style="font-size:13px;color:#52525b;margin:0">${escape(validity)}</p></td></tr>
</table></td></tr></table></body></html>`;
  const text = `${title}\n\n${intro}\n\n${code}\n\n${validity}\n`;
  return { to: input.to, subject, text, html };
}
