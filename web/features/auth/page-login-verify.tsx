import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLoaderData } from "react-router";
import { CardDescription, CardTitle } from "../../components/ui/card";
import { useDocumentTitle } from "../../components/document-title";
import { usePublicConfig } from "../../config/use-public-config";
import { FormLoginVerify } from "./form-login-verify";
import type { loginVerifyLoader } from "./guard-authenticated";
import { loginPath } from "./search-params";

const linkClassName = "text-sm text-zinc-600 underline underline-offset-4 hover:text-zinc-900";

export function PageLoginVerify() {
  const intl = useIntl();
  const { email, redirect, mode } = useLoaderData<typeof loginVerifyLoader>();
  const config = usePublicConfig();
  // The sign-up variant only changes the wording: the calls are the same (no enumeration).
  const signup = mode === "signup" && config.signupEnabled;
  const title = signup ? "auth.verify.signup.title" : "auth.verify.title";
  useDocumentTitle(intl.formatMessage({ id: title }));

  return (
    <>
      <CardTitle>
        <FormattedMessage id={title} />
      </CardTitle>
      <CardDescription className="break-words">
        <FormattedMessage
          id={signup ? "auth.verify.signup.description" : "auth.verify.description"}
          values={{
            email,
            strong: (chunks: ReactNode[]) => (
              <strong className="font-medium text-zinc-900">
                <bdi>{chunks}</bdi>
              </strong>
            ),
          }}
        />
      </CardDescription>
      <div className="mt-6">
        <FormLoginVerify
          email={email}
          redirect={redirect}
          mode={signup ? "signup" : ""}
          expiresInMinutes={config.otpExpiresInMinutes}
        />
      </div>
      <div className="mt-6 flex flex-col items-center gap-2">
        <Link to={loginPath({ redirect, mode })} className={linkClassName}>
          <FormattedMessage id="auth.verify.changeEmail" />
        </Link>
        {config.devMailbox && (
          <a href="/dev/mailbox" target="_blank" rel="noreferrer" className={linkClassName}>
            <FormattedMessage id="auth.verify.devMailbox" />
          </a>
        )}
      </div>
    </>
  );
}
