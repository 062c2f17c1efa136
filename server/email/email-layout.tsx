// One package per component: the @react-email/components barrel also loads its Tailwind,
// Markdown and code-block (Prism) components, ~1 s of CPU and ~34 MB at every server start.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import type { ReactNode } from "react";

// One look for every e-mail we send (login code, e-mail change, "no account"), so a
// recipient recognises them and a phishing copy stands out.
export function EmailLayout(props: {
  lang: string;
  dir: "ltr" | "rtl";
  preview: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Html lang={props.lang} dir={props.dir}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Heading as="h1" style={heading}>
            {props.title}
          </Heading>
          {props.children}
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: "15px", lineHeight: "1.5", margin: "0 0 24px" };
export const footnote = { fontSize: "13px", color: "#52525b", margin: "0" };

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
