import { lazy, Suspense, useState, type ReactNode } from "react";
import { ModalDialog } from "./modal-dialog";
import { Spinner } from "./spinner";
import { useIsWideScreen } from "./use-media-query";

// vaul and its Radix dependencies load when a narrow-screen dialog first opens, not with
// every page that could open one (docs/decisions/027).
const Drawer = lazy(() => import("./drawer").then((m) => ({ default: m.Drawer })));

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
 * docs/product.md §Screens: a centred dialog (max width 32rem) from 640 px up, a bottom
 * drawer below. Children render only while open, so a lazy form downloads on first open.
 */
export function Dialog({ snapPoints, children, ...rest }: DialogProps) {
  const wide = useIsWideScreen();
  // Content may be lazy (a form and its validation rules load when the dialog opens).
  const props = {
    ...rest,
    children: <Suspense fallback={<Spinner delayMs={1000} />}>{children}</Suspense>,
  };
  // Once opened, the drawer stays mounted so vaul can animate it closed.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (wide) return <ModalDialog {...props} />;
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} snapPoints={snapPoints} />
    </Suspense>
  );
}
