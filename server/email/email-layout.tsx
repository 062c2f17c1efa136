// One package per component: the @react-email/components barrel also loads its Tailwind,
// Markdown and code-block (Prism) components, ~1 s of CPU and ~34 MB at every server start.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { textDirection } from "#shared/i18n/locales";
import { translator, type Locale } from "../i18n.ts";
import type { MailMessage } from "./mailer.ts";

/**
 * A paragraph of an e-mail, in one of the layout's styles; with `href`, a button to that
 * address (the plain-text part puts the address on the line after the label).
 */
export type EmailPart = { text: string; style?: keyof typeof STYLES; href?: string };

/**
 * One look for every e-mail we send (login code, e-mail change, "no account"), so a
 * recipient recognises them and a phishing copy stands out. Subject, preview and title are
 * the messages `email.<key>.subject|preview|title`. The plain-text part holds the same
 * paragraphs, each alone on its lines: people (and the test mailbox reader) look for the
 * code that way.
 */
export async function layoutEmail(input: {
  to: string;
  locale: Locale;
  key: string;
  /** Values of the subject, preview and title messages (`{code}`). */
  values?: Record<string, string>;
  parts: EmailPart[];
}): Promise<MailMessage> {
  const { key, values, parts } = input;
  const t = translator(input.locale);
  const title = t(`email.${key}.title`, values);
  const html = await render(
    <Html lang={input.locale} dir={textDirection(input.locale)}>
      <Head />
      <Preview>{t(`email.${key}.preview`, values)}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Heading as="h1" style={heading}>
            {title}
          </Heading>
          {parts.map((part, index) => (
            <Text key={index} style={STYLES[part.style ?? "paragraph"]}>
              {part.href ? (
                <a href={part.href} style={button}>
                  {part.text}
                </a>
              ) : (
                part.text
              )}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>,
  );
  const lines = parts.map((part) => (part.href ? `${part.text}\n${part.href}` : part.text));
  const text = `${[title, ...lines].join("\n\n")}\n`;
  return { to: input.to, subject: t(`email.${key}.subject`, values), text, html };
}

const STYLES = {
  paragraph: { fontSize: "15px", lineHeight: "1.5", margin: "0 0 24px" },
  footnote: { fontSize: "13px", color: "#52525b", margin: "0" },
  code: {
    fontSize: "32px",
    letterSpacing: "8px",
    fontWeight: 700,
    fontFamily: "ui-monospace,Menlo,monospace",
    margin: "0 0 24px",
  },
};

const body = {
  margin: "0",
  padding: "32px 16px",
  backgroundColor: "#f4f4f5",
  fontFamily: "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  color: "#18181b",
};
const card = {
  maxWidth: "480px",
  backgroundColor: "#ffffff",
  borderRadius: "12px",
  padding: "32px",
};
const heading = { fontSize: "20px", margin: "0 0 16px" };
// A link that looks like a button: a table-less <a> every mail client shows as a link at worst.
const button = {
  display: "inline-block",
  padding: "12px 20px",
  borderRadius: "8px",
  backgroundColor: "#18181b",
  color: "#ffffff",
  fontWeight: 600,
  textDecoration: "none",
};
