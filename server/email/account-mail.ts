import type { Env } from "../env.ts";
import { translator, type Locale } from "../i18n.ts";
import type { Logger } from "../logger.ts";
import { emailChangedEmail } from "./email-changed-email.tsx";
import { loginCodeEmail, type CodePurpose } from "./login-code-email.tsx";
import type { Mailer, MailMessage } from "./mailer.ts";
import { noAccountEmail } from "./no-account-email.tsx";

/** The account e-mails better-auth's hooks and GraphQL send (codes, notices). */
export type AccountMail = {
  code: (input: { to: string; code: string; purpose: CodePurpose; locale: Locale }) => void;
  emailChanged: (input: {
    to: string;
    newEmail: string;
    by: "self" | "admin";
    locale: Locale;
  }) => void;
  /** Sign-up is off and this address has no account: tell its owner (no-account-email.tsx). */
  noAccount: (input: { to: string; locale: Locale }) => void;
};

export function createAccountMail(deps: { env: Env; mailer: Mailer; logger: Logger }): AccountMail {
  // Rendering and sending are not awaited: known and unknown addresses answer in the same time.
  const sendInBackground = (build: Promise<MailMessage>, what: string) => {
    build
      .then((message) => deps.mailer.send(message))
      .catch((error: unknown) => deps.logger.error({ err: error }, `failed to send ${what}`));
  };
  return {
    code: ({ to, code, purpose, locale }) =>
      sendInBackground(
        loginCodeEmail({
          to,
          code,
          minutes: deps.env.otpExpiresMinutes,
          t: translator(locale),
          locale,
          purpose,
        }),
        `the ${purpose} code to ${to}`,
      ),
    emailChanged: ({ to, newEmail, by, locale }) =>
      sendInBackground(
        emailChangedEmail({ to, newEmail, by, t: translator(locale), locale }),
        `the e-mail change notice to ${to}`,
      ),
    noAccount: ({ to, locale }) =>
      sendInBackground(
        noAccountEmail({ to, t: translator(locale), locale }),
        "the no-account notice",
      ),
  };
}
