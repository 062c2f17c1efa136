import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/ui/button";
import { authClient } from "../../features/auth/auth-client";

export function SignOutButton() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setPending(true);
    setFailed(false);
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message);
    } catch {
      setPending(false);
      setFailed(true);
      return;
    }
    // A full page load drops the Relay store and loader results of the signed-out user.
    window.location.assign("/login");
  }

  return (
    <div className="flex items-center gap-3">
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          <FormattedMessage id="layout.app.header.signOutError" />
        </p>
      )}
      <Button variant="ghost" size="sm" loading={pending} onClick={() => void signOut()}>
        <FormattedMessage id="layout.app.header.signOut" />
      </Button>
    </div>
  );
}
