import { FormattedMessage } from "react-intl";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { loadAuthClient } from "./load-auth-client";

/** The confirmation before signing out (docs/product.md §Screens), then the sign-out itself. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  async function signOut() {
    try {
      const { error } = await (await loadAuthClient()).signOut();
      if (error) throw new Error(error.message);
    } catch {
      return <FormattedMessage id="auth.signOut.error" />;
    }
    // A full page load fetches the session again and drops the Relay store and loader
    // results of the signed-out user.
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
