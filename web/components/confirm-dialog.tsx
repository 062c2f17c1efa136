import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";

type ConfirmDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Defaults to "Are you sure?" (docs/product.md §Screens). */
  title?: ReactNode;
  description?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: ReactNode;
  variant?: "primary" | "danger";
  pending?: boolean;
  /** Shown above the buttons, e.g. why the action failed. */
  error?: ReactNode;
};

/** Asks before an action that cannot be taken back. Cancel has the focus first. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  variant = "primary",
  pending = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onCancel()}
      title={title ?? <FormattedMessage id="common.confirmDialog.title" />}
      description={description}
    >
      {error && (
        <div role="alert" className="mb-4 text-sm text-red-700">
          {error}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" autoFocus disabled={pending} onClick={onCancel}>
          <FormattedMessage id="common.confirmDialog.cancel" />
        </Button>
        <Button variant={variant} loading={pending} onClick={onConfirm}>
          {confirmLabel ?? <FormattedMessage id="common.confirmDialog.confirm" />}
        </Button>
      </div>
    </Dialog>
  );
}
