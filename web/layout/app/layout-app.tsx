import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink, Outlet } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { usePublicConfig } from "../../config/use-public-config";
import { SignOutButton } from "./sign-out-button";

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  [
    "rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
    isActive ? "bg-zinc-100 text-zinc-900" : "text-zinc-600 hover:text-zinc-900",
  ].join(" ");

/** The signed-in user area: header with navigation and sign-out, then the page. */
export function LayoutApp() {
  const intl = useIntl();
  const { productName } = usePublicConfig();

  return (
    <>
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-6 px-4">
          <Link to="/app" className="font-semibold tracking-tight text-zinc-900">
            {productName}
          </Link>
          <nav aria-label={intl.formatMessage({ id: "layout.app.nav.label" })} className="flex-1">
            <NavLink to="/app/repositories" className={navLinkClassName}>
              <FormattedMessage id="layout.app.nav.repositories" />
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
