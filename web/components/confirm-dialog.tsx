import { useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MutationError } from "../relay/mutation";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";
import { ErrorText } from "./ui/error-text";

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The action: resolves to what went wrong (shown, the dialog stays), or nothing (closes). */
  onConfirm: () => Promise<ReactNode | void>;
  /** Defaults to "Are you sure?" (docs/product.md §Screens). */
  title?: ReactNode;
  description?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: ReactNode;
  variant?: "primary" | "danger";
};

/** A refusal's text: none for demo mode (its notice explains), else the server's or `fallback`. */
export function refusalText(error: MutationError, fallback: string): string | undefined {
  return error.code === "DEMO_MODE" ? undefined : (error.message ?? fallback);
}

/** Asks before an action that cannot be taken back. Cancel has the focus first. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onClose, onConfirm, title, description, confirmLabel, variant } = props;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);

  function close() {
    setError(null);
    onClose();
  }

  async function confirm() {
    setPending(true);
    setError(null);
    const failure = await onConfirm();
    setPending(false);
    if (failure) setError(failure);
    else close();
  }

  return (
    <Dialog
      open={open}
      onClose={() => !pending && close()}
      title={title ?? <FormattedMessage id="common.confirmDialog.title" />}
      description={description}
    >
      <ErrorText className="mb-4">{error}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" autoFocus disabled={pending} onClick={close}>
          <FormattedMessage id="common.confirmDialog.cancel" />
        </Button>
        <Button variant={variant ?? "primary"} loading={pending} onClick={() => void confirm()}>
          {confirmLabel ?? <FormattedMessage id="common.confirmDialog.confirm" />}
        </Button>
      </div>
    </Dialog>
  );
}
