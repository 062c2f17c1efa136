import { useState, type ReactNode } from "react";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";
import { Button } from "./ui/button";

/** What a destructive action asks and does; a row's menu passes it to its own ConfirmDialog. */
export type ConfirmRequest = Pick<
  ConfirmDialogProps,
  "title" | "description" | "confirmLabel" | "onConfirm"
>;

/** A danger zone's outlined button and the confirmation it opens; the action runs on Confirm. */
export function ConfirmAction({ label, ...request }: ConfirmRequest & { label: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger-outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <ConfirmDialog {...request} open={open} variant="danger" onClose={() => setOpen(false)} />
    </>
  );
}
