import LogOut from "lucide-react/icons/log-out";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { authCall, preloadAuthClient } from "./load-auth-client";

/** Sign-out, after a confirmation (docs/product.md §Screens). */
export function SignOutButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
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
        <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <FormattedMessage id="auth.signOut.button" />
      </Button>
      <SignOutDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The confirmation before signing out (docs/product.md §Screens), then the sign-out itself. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  async function signOut() {
    if (await authCall((client) => client.signOut())) {
      return <FormattedMessage id="auth.signOut.error" />;
    }
    // A full load drops the signed-out user's Relay store and loader results.
    window.location.assign("/login");
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={signOut}
      description={<FormattedMessage id="auth.signOut.confirmDescription" />}
      confirmLabel={<FormattedMessage id="auth.signOut.button" />}
    />
  );
}
