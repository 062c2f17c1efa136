import { useRef, type ReactNode } from "react";
import { Drawer as Vaul } from "vaul";

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  snapPoints?: (number | string)[];
};

/**
 * The narrow-screen dialog, a vaul bottom sheet: vaul's defaults are the product's constants
 * (velocity 0.4, 0.5 s, 26 px inset); the rest are passed here.
 */
export function Drawer({ open, onClose, title, description, children, snapPoints }: DrawerProps) {
  // Radix hands focus back to its Trigger, which these drawers never have (their opener is any
  // button): without this, focus fell to <body> on closing.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Vaul.Root
      open={open}
      onOpenChange={(next) => !next && onClose()}
      closeThreshold={0.25}
      scrollLockTimeout={100}
      shouldScaleBackground
      snapPoints={snapPoints}
    >
      <Vaul.Portal>
        {/* On the content's layer: a drawer opened from another one (sign-out from the
            phone menu) is later in the document, so its overlay dims that drawer too. */}
        <Vaul.Overlay className="fixed inset-0 z-50 bg-overlay/40" />
        <Vaul.Content
          // Radix links the description itself; without one it wants an explicit "none".
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[80vh] flex-col rounded-t-lg border-t border-border bg-popover text-foreground outline-none"
        >
          <Vaul.Handle className="mt-3 mb-1" />
          <div className="overflow-y-auto px-4 pt-2 pb-6">
            <Vaul.Title className="text-lg font-semibold">{title}</Vaul.Title>
            {description ? (
              <Vaul.Description className="mt-1.5 text-sm text-zinc-600">
                {description}
              </Vaul.Description>
            ) : null}
            <div className="mt-6">{children}</div>
          </div>
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
}
