import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Drawer as Vaul } from "vaul";
import { IconButton } from "../../components/ui/icon-button";
import { ManagerNav } from "./manager-nav";

/** Below 640 px: a menu button opening the manager entries in a side drawer. */
export function MobileMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const rtl = typeof document !== "undefined" && document.documentElement.dir === "rtl";
  return (
    <Vaul.Root open={open} onOpenChange={setOpen} direction={rtl ? "right" : "left"}>
      <Vaul.Trigger asChild>
        <IconButton
          label={intl.formatMessage({ id: "layout.manager.menu.open" })}
          icon={<Menu className="size-5" />}
        />
      </Vaul.Trigger>
      <Vaul.Portal>
        <Vaul.Overlay className="fixed inset-0 z-40 bg-overlay/40" />
        <Vaul.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-popover outline-none"
        >
          <div className="flex items-center justify-between border-b border-zinc-200 px-4 py-3">
            <Vaul.Title className="text-base font-semibold">
              <FormattedMessage id="layout.manager.menu.title" />
            </Vaul.Title>
            <Vaul.Close asChild>
              <IconButton
                label={intl.formatMessage({ id: "layout.manager.menu.close" })}
                icon={<X className="size-5" />}
              />
            </Vaul.Close>
          </div>
          <ManagerNav onNavigate={() => setOpen(false)} />
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
}
