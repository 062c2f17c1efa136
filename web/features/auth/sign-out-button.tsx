import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { loadAuthClient, preloadAuthClient } from "./load-auth-client";

/** Sign-out, after a confirmation (docs/product.md §Screens). */
export function SignOutButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setPending(true);
    setFailed(false);
    try {
      const { error } = await (await loadAuthClient()).signOut();
      if (error) throw new Error(error.message);
    } catch {
      setPending(false);
      setFailed(true);
      return;
    }
    // A full page load fetches the session again and drops the Relay store and loader
    // results of the signed-out user.
    window.location.assign("/login");
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        onClick={() => {
          preloadAuthClient();
          setOpen(true);
        }}
      >
        <FormattedMessage id="auth.signOut.button" />
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={() => {
          setOpen(false);
          setFailed(false);
        }}
        onConfirm={() => void signOut()}
        description={<FormattedMessage id="auth.signOut.confirmDescription" />}
        confirmLabel={<FormattedMessage id="auth.signOut.button" />}
        pending={pending}
        error={failed && <FormattedMessage id="auth.signOut.error" />}
      />
    </>
  );
}
