import LogOut from "lucide-react/icons/log-out";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/ui/button";
import { preloadAuthClient } from "./load-auth-client";
import { SignOutDialog } from "./sign-out-dialog";

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
