import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Drawer as Vaul } from "vaul";
import { Button } from "../../components/ui/button";
import { ManagerNav } from "./manager-nav";

/** Below 640 px: a menu button opening the manager entries in a side drawer. */
export function MobileMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const rtl = typeof document !== "undefined" && document.documentElement.dir === "rtl";
  return (
    <Vaul.Root open={open} onOpenChange={setOpen} direction={rtl ? "right" : "left"}>
      <Vaul.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage({ id: "layout.manager.menu.open" })}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" stroke="currentColor">
            <path d="M4 6h16M4 12h16M4 18h16" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      </Vaul.Trigger>
      <Vaul.Portal>
        <Vaul.Overlay className="fixed inset-0 z-40 bg-zinc-950/40" />
        <Vaul.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white outline-none"
        >
          <div className="flex items-center justify-between border-b border-zinc-200 px-4 py-3">
            <Vaul.Title className="text-base font-semibold">
              <FormattedMessage id="layout.manager.menu.title" />
            </Vaul.Title>
            <Vaul.Close asChild>
              <Button variant="ghost" size="sm">
                <FormattedMessage id="layout.manager.menu.close" />
              </Button>
            </Vaul.Close>
          </div>
          <ManagerNav onNavigate={() => setOpen(false)} />
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
}
