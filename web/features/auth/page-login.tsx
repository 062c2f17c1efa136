import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { CardDescription, CardTitle } from "../../components/ui/card";
import { useDocumentTitle } from "../../components/document-title";
import { usePublicConfig } from "../../config/use-public-config";
import type { MessageId } from "../../i18n/messages";
import { FormLogin } from "./form-login";
import { PasskeySignIn } from "./passkey-sign-in";
import { loginPath, parseLoginSearch, type LoginReason } from "./search-params";
import { SocialSignIn } from "./social-sign-in";

const linkClassName = "font-medium text-zinc-900 underline underline-offset-4";

/** What a reason to be sent back to /login says above the form. */
const REASON_MESSAGES: Record<Exclude<LoginReason, "">, MessageId> = {
  banned: "auth.errorCodes.BANNED_USER",
  "second-factor-expired": "auth.errorCodes.INVALID_TWO_FACTOR_COOKIE",
  "second-factor-attempts": "auth.errorCodes.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
};

/** /login: "sign in or create an account" with sign-up on; ?mode=signup words it for sign-up. */
export function PageLogin() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { redirect, mode, reason } = parseLoginSearch(searchParams);
  const { signupEnabled, providers, seedAccounts } = usePublicConfig();
  const variant = !signupEnabled ? "login" : mode === "signup" ? "signup" : "combined";
  const title: MessageId = `auth.login.${variant}.title`;
  useDocumentTitle(intl.formatMessage({ id: title }));

  return (
    <>
      <CardTitle>
        <FormattedMessage id={title} />
      </CardTitle>
      <CardDescription>
        <FormattedMessage id={`auth.login.${variant}.description`} />
      </CardDescription>
      {reason !== "" && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <FormattedMessage id={REASON_MESSAGES[reason]} />
        </p>
      )}
      <div className="mt-6">
        <FormLogin redirect={redirect} mode={mode} seedAccounts={seedAccounts} />
      </div>
      <div className="mt-3">
        {/* Signed in, /login forwards to `redirect`, as after a code (form-login-verify.tsx). */}
        <PasskeySignIn
          autofill
          onSignedIn={() => window.location.replace(loginPath({ redirect }))}
        />
      </div>
      {providers.length > 0 && (
        <>
          <div className="my-6 flex items-center gap-3 text-xs text-zinc-500" role="separator">
            <span className="h-px flex-1 bg-zinc-200" />
            <FormattedMessage id="auth.login.divider" />
            <span className="h-px flex-1 bg-zinc-200" />
          </div>
          <SocialSignIn providers={providers} redirect={redirect} />
        </>
      )}
      {signupEnabled && (
        <p className="mt-6 flex flex-wrap justify-center gap-x-1 text-center text-sm text-zinc-600">
          <FormattedMessage id={`auth.login.${mode === "signup" ? "signup" : "combined"}.switch`} />
          <Link
            to={loginPath({ redirect, mode: mode === "signup" ? "" : "signup" })}
            className={linkClassName}
          >
            <FormattedMessage
              id={`auth.login.${mode === "signup" ? "signup" : "combined"}.switchLink`}
            />
          </Link>
        </p>
      )}
    </>
  );
}
