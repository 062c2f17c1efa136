import type { StoredMail } from "./email/mailer.ts";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The development mailbox: where login codes land when no SMTP server is configured.
 * Server-rendered on purpose: it must work even when the web app is broken.
 */
export function renderMailbox(messages: readonly StoredMail[]): string {
  const items = messages
    .map(
      (mail) => `<article>
  <header><strong>${escape(mail.subject)}</strong>
  <span>to ${escape(mail.to)} · ${mail.sentAt.toISOString()}</span></header>
  <iframe title="${escape(mail.subject)}" sandbox srcdoc="${escape(mail.html)}"></iframe>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="10"><title>Development mailbox · Groundwork</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:24px;color:#18181b;background:#fafafa}
article{background:#fff;border:1px solid #e4e4e7;border-radius:8px;margin:0 0 16px;overflow:hidden}
header{display:flex;justify-content:space-between;gap:12px;padding:12px 16px;border-bottom:1px solid #e4e4e7}
header span{color:#52525b;font-size:13px}
iframe{border:0;width:100%;height:420px}
</style></head>
<body><h1>Development mailbox</h1>
<p>Messages kept by this server: all of them while no <code>SMTP_URL</code> is configured, or, in the read-only demo, those to its seeded accounts. Newest first; the page refreshes every 10 seconds.</p>
${items || "<p><em>No messages yet. Ask for a login code and it appears here.</em></p>"}
</body></html>`;
}
