import { Suspense } from "react";
import { Outlet, Link } from "react-router";
import { DemoModeBadge } from "../../components/demo-mode";
import { PageSpinner } from "../../components/ui/spinner";
import { useIsWideScreen } from "../../components/ui/use-media-query";
import { usePublicConfig } from "../../config/use-public-config";
import { ImpersonationBanner } from "../../features/auth/impersonation-banner";
import { AppNav } from "./app-nav";
import { MAIN_ID, SkipLink } from "../skip-link";
import { UserMenu } from "../user-menu";
import { useDesktopOnlyRoute } from "./desktop-only";

/**
 * The signed-in area: navigation in the header when wide, along the bottom on phones (in a
 * second header row on desktop-only pages); the user menu at every width.
 */
export function LayoutApp() {
  const { productName } = usePublicConfig();
  const wide = useIsWideScreen();
  const desktopOnly = useDesktopOnlyRoute();
  const bottomNav = !wide && !desktopOnly;

  return (
    <>
      <SkipLink />
      <ImpersonationBanner />
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-6 px-4">
          <Link to="/app" className="font-semibold tracking-tight text-zinc-900">
            {productName}
          </Link>
          {wide ? <AppNav variant="top" /> : <div className="flex-1" />}
          <DemoModeBadge />
          <UserMenu area="app" />
        </div>
        {!wide && desktopOnly && (
          <div className="mx-auto max-w-5xl overflow-x-auto border-t border-zinc-200 px-2 py-1.5">
            <AppNav variant="top" />
          </div>
        )}
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-8 outline-none ${bottomNav ? "pb-24" : ""}`}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {bottomNav && <AppNav variant="bottom" />}
    </>
  );
}
