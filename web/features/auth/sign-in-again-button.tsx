import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { loadAuthClient } from "./load-auth-client";
import { loginPath } from "./search-params";

type SignInAgainButtonProps = {
  /** Where sign-in comes back to; the current page by default. */
  redirect?: string;
  className?: string;
};

/** For SESSION_EXPIRED (a recent sign-in is needed, docs/decisions/044): sign out, back here. */
export function SignInAgainButton({ redirect, className = "mt-2" }: SignInAgainButtonProps) {
  const { pathname, search } = useLocation();

  async function signInAgain() {
    await loadAuthClient()
      .then((client) => client.signOut())
      .catch(() => undefined);
    // A full load: the session and every query start over as the new sign-in's.
    window.location.assign(loginPath({ redirect: redirect ?? `${pathname}${search}` }));
  }

  return (
    <Button variant="secondary" size="sm" className={className} onClick={() => void signInAgain()}>
      <FormattedMessage id="auth.signInAgain.button" />
    </Button>
  );
}
