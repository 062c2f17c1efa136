import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { CardDescription, CardTitle } from "../../components/ui/card";
import { useDocumentTitle } from "../../components/document-title";
import { FormLoginSecondFactor } from "./form-login-second-factor";
import { PasskeySignIn } from "./passkey-sign-in";
import { loginPath, parseLoginSearch } from "./search-params";
import type { SecondFactorMethod } from "./second-factor-code";

const linkClassName = "text-sm text-zinc-600 underline underline-offset-4 hover:text-zinc-900";

/**
 * /login/second-factor: after the first factor (an e-mailed code, a provider), when the account
 * has a second one (docs/decisions/115). The browser holds only better-auth's challenge cookie.
 */
export function PageLoginSecondFactor() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { redirect } = parseLoginSearch(searchParams);
  const [method, setMethod] = useState<SecondFactorMethod>("totp");
  useDocumentTitle(intl.formatMessage({ id: "auth.secondFactor.title" }));

  return (
    <>
      <CardTitle>
        <FormattedMessage id="auth.secondFactor.title" />
      </CardTitle>
      <CardDescription>
        <FormattedMessage id={`auth.secondFactor.${method}.description`} />
      </CardDescription>
      <div className="mt-6">
        <FormLoginSecondFactor redirect={redirect} method={method} onMethodChange={setMethod} />
      </div>
      {/* A passkey is both factors: signing in with one ends the challenge (ADR 118). */}
      <div className="mt-4">
        <PasskeySignIn onSignedIn={() => window.location.replace(loginPath({ redirect }))} />
      </div>
      <div className="mt-6 flex flex-col items-center gap-2">
        <Link to={loginPath({ redirect })} className={linkClassName}>
          <FormattedMessage id="auth.secondFactor.cancel" />
        </Link>
      </div>
    </>
  );
}
