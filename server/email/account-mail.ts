import type { Env } from "../env.ts";
import { translator, type Locale, type Translate } from "../i18n.ts";
import type { Logger } from "../logger.ts";
import { layoutEmail, type EmailPart } from "./email-layout.tsx";
import type { Mailer } from "./mailer.ts";

/** Which flow a code is for: each has its own subject and wording, same layout. */
export type CodePurpose = "loginCode" | "changeEmail" | "confirmCurrentEmail" | "adminChangeEmail";

/** The account e-mails better-auth's hooks and GraphQL send (codes, notices). */
export type AccountMail = {
  code: (input: { to: string; code: string; purpose: CodePurpose; locale: Locale }) => void;
  /**
   * To the address an account just left (docs/decisions/044): its owner learns of the change
   * even when a stolen session or an admin made it, and whom to turn to.
   */
  emailChanged: (input: {
    to: string;
    newEmail: string;
    by: "self" | "admin";
    locale: Locale;
  }) => void;
  /**
   * Sign-up is off and this address has no account: the HTTP answer must not tell the two
   * cases apart (no enumeration), so the mailbox owner learns it here.
   */
  noAccount: (input: { to: string; locale: Locale }) => void;
};

export function createAccountMail(deps: { env: Env; mailer: Mailer; logger: Logger }): AccountMail {
  // Rendering and sending are not awaited: known and unknown addresses answer in the same time.
  const send = (
    what: string,
    mail: { to: string; locale: Locale; key: string; values?: Record<string, string> },
    parts: (t: Translate) => EmailPart[],
  ) => {
    layoutEmail({ ...mail, parts: parts(translator(mail.locale)) })
      .then((message) => deps.mailer.send(message))
      .catch((error: unknown) => deps.logger.error({ err: error }, `failed to send ${what}`));
  };
  return {
    code: ({ to, code, purpose, locale }) =>
      send(`the ${purpose} code to ${to}`, { to, locale, key: purpose, values: { code } }, (t) => [
        { text: t(`email.${purpose}.intro`) },
        { text: code, style: "code" },
        {
          text: t("email.loginCode.validity", { minutes: deps.env.otpExpiresMinutes }),
          style: "footnote",
        },
      ]),
    emailChanged: ({ to, newEmail, by, locale }) =>
      send(`the e-mail change notice to ${to}`, { to, locale, key: "emailChanged" }, (t) => [
        {
          text: t(by === "admin" ? "email.emailChanged.introAdmin" : "email.emailChanged.intro", {
            email: newEmail,
          }),
        },
        { text: t("email.emailChanged.sessions") },
        { text: t("email.emailChanged.help"), style: "footnote" },
      ]),
    noAccount: ({ to, locale }) =>
      send("the no-account notice", { to, locale, key: "noAccount" }, (t) => [
        { text: t("email.noAccount.intro") },
        { text: t("email.noAccount.help"), style: "footnote" },
      ]),
  };
}
