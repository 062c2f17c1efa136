import PanelLeftClose from "lucide-react/icons/panel-left-close";
import PanelLeftOpen from "lucide-react/icons/panel-left-open";
import { lazy, Suspense, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Outlet, Link } from "react-router";
import { DemoModeBadge } from "../../components/demo-mode";
import { IconButton } from "../../components/ui/icon-button";
import { PageSpinner } from "../../components/ui/spinner";
import { useIsWideScreen } from "../../components/ui/use-media-query";
import { usePublicConfig } from "../../config/use-public-config";
import { ImpersonationBanner } from "../../features/auth/impersonation-banner";
import { MAIN_ID, SkipLink } from "../skip-link";
import { UserMenu } from "../user-menu";
import { ManagerNav } from "./manager-nav";

// The phone menu is a vaul drawer (~24 kB): it loads on narrow screens only, so the desktop
// pages do not carry it (docs/decisions/027).
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

/** The admin area: a sidebar that can be hidden (a menu drawer below 640 px), then the page. */
export function LayoutManager() {
  const intl = useIntl();
  const { productName } = usePublicConfig();
  const wide = useIsWideScreen();
  const [sidebarOpen, toggleSidebar] = useSidebarOpen();
  const sidebarId = useId();
  const showSidebar = wide && sidebarOpen;

  return (
    <>
      <SkipLink />
      <ImpersonationBanner />
      <div className="flex flex-1">
        {showSidebar && (
          <aside
            id={sidebarId}
            className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col overflow-y-auto border-e border-zinc-200 bg-white"
          >
            <ManagerNav />
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-14 items-center gap-3 border-b border-zinc-200 bg-white px-4">
            {wide ? (
              <IconButton
                label={intl.formatMessage({ id: "layout.manager.sidebar.toggle" })}
                icon={
                  sidebarOpen ? (
                    <PanelLeftClose className="size-5 rtl:-scale-x-100" />
                  ) : (
                    <PanelLeftOpen className="size-5 rtl:-scale-x-100" />
                  )
                }
                aria-expanded={sidebarOpen}
                aria-controls={sidebarOpen ? sidebarId : undefined}
                onClick={toggleSidebar}
              />
            ) : (
              <Suspense fallback={<span className="size-9" />}>
                <MobileMenu />
              </Suspense>
            )}
            <Link
              to="/manager"
              className="flex items-center gap-2 font-semibold tracking-tight text-zinc-900"
            >
              {productName}
              <span className="rounded bg-badge px-1.5 py-0.5 text-xs font-medium text-badge-foreground">
                <FormattedMessage id="layout.manager.header.badge" />
              </span>
            </Link>
            <div className="ms-auto flex items-center gap-3">
              <DemoModeBadge />
              <UserMenu area="manager" />
            </div>
          </header>
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-8 outline-none"
          >
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </>
  );
}

// Remembered between visits: someone who hides the sidebar keeps it hidden.
const STORAGE_KEY = "sidebar";

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== "closed";
  } catch {
    return true;
  }
}

/** The desktop sidebar's open state, saved in localStorage. */
function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(stored);
  function toggle() {
    setOpen((current) => {
      try {
        window.localStorage.setItem(STORAGE_KEY, current ? "closed" : "open");
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      return !current;
    });
  }
  return [open, toggle];
}
