import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink, Outlet } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { usePublicConfig } from "../../config/use-public-config";
import { ImpersonationBanner } from "../../features/auth/impersonation-banner";
import { SignOutButton } from "../../features/auth/sign-out-button";
import { navLinkClassName } from "../nav-link-class-name";

/** The admin area: its navigation (dashboard, open app, account, sign-out), then the page. */
export function LayoutManager() {
  const intl = useIntl();
  const { productName } = usePublicConfig();

  return (
    <>
      <ImpersonationBanner />
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-6 px-4">
          <Link to="/manager" className="font-semibold tracking-tight text-zinc-900">
            {productName}{" "}
            <span className="ms-1 rounded bg-zinc-900 px-1.5 py-0.5 text-xs font-medium text-white">
              <FormattedMessage id="layout.manager.header.badge" />
            </span>
          </Link>
          <nav
            aria-label={intl.formatMessage({ id: "layout.manager.nav.label" })}
            className="flex flex-1 gap-1"
          >
            <NavLink to="/manager/dashboard" className={navLinkClassName}>
              <FormattedMessage id="layout.manager.nav.dashboard" />
            </NavLink>
            <NavLink to="/manager/account" className={navLinkClassName}>
              <FormattedMessage id="layout.manager.nav.account" />
            </NavLink>
            <NavLink to="/app" className={navLinkClassName} end>
              <FormattedMessage id="layout.manager.nav.openApp" />
            </NavLink>
          </nav>
          <SignOutButton />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-8">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
