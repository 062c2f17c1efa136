import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink, Outlet } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { usePublicConfig } from "../../config/use-public-config";
import { ImpersonationBanner } from "../../features/auth/impersonation-banner";
import { canEnterManager } from "../../features/auth/roles";
import { SignOutButton } from "../../features/auth/sign-out-button";
import { useSession } from "../../features/auth/use-session";
import { navLinkClassName } from "../nav-link-class-name";

/** The signed-in user area: header with navigation and sign-out, then the page. */
export function LayoutApp() {
  const intl = useIntl();
  const { productName } = usePublicConfig();
  const { user } = useSession();

  return (
    <>
      <ImpersonationBanner />
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-6 px-4">
          <Link to="/app" className="font-semibold tracking-tight text-zinc-900">
            {productName}
          </Link>
          <nav
            aria-label={intl.formatMessage({ id: "layout.app.nav.label" })}
            className="flex flex-1 gap-1"
          >
            <NavLink to="/app/repositories" className={navLinkClassName}>
              <FormattedMessage id="layout.app.nav.repositories" />
            </NavLink>
            <NavLink to="/app/account" className={navLinkClassName}>
              <FormattedMessage id="layout.app.nav.account" />
            </NavLink>
            {/* Only a shortcut; /manager checks the role again and the server enforces it. */}
            {canEnterManager(user.role) && (
              <NavLink to="/manager" className={navLinkClassName}>
                <FormattedMessage id="layout.app.nav.manager" />
              </NavLink>
            )}
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
