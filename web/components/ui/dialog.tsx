import type { ReactNode } from "react";
import { Drawer } from "./drawer";
import { ModalDialog } from "./modal-dialog";
import { useIsWideScreen } from "./use-media-query";

export type DialogProps = {
  open: boolean;
  /** Called when the user dismisses the dialog (Escape, a swipe down, or a close action inside). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Drawer only: heights it rests at (fractions of the viewport or px strings). */
  snapPoints?: (number | string)[];
};

/**
 * Spec §2/§9: a centred dialog (max width 32rem) from 640 px up, a bottom drawer below.
 * Callers see one component, so every form and confirmation gets both for free.
 */
export function Dialog({ snapPoints, ...props }: DialogProps) {
  const wide = useIsWideScreen();
  return wide ? <ModalDialog {...props} /> : <Drawer {...props} snapPoints={snapPoints} />;
}
