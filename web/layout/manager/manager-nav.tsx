import AppWindow from "lucide-react/icons/app-window";
import BookOpen from "lucide-react/icons/book-open";
import ExternalLink from "lucide-react/icons/external-link";
import FolderGit2 from "lucide-react/icons/folder-git-2";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import ScrollText from "lucide-react/icons/scroll-text";
import UserRound from "lucide-react/icons/user-round";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PreloadNavLink } from "../../components/preload-link";
import { SignOutButton } from "../../features/auth/sign-out-button";
import { sidebarLinkClassName } from "../nav-link-class-name";

// The third-party API guide (docs/api.md, served by the API itself; it links the playground).
const API_DOCUMENTATION_HREF = "/docs/api";

function Group({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
        {title}
      </p>
      {children}
    </div>
  );
}

/**
 * The manager entries (docs/product.md §Screens): application (dashboard, code repositories),
 * configuration (users, audit log), account, open app, API documentation, logout. "Home" is
 * the product name in the header (docs/decisions/021), so no two entries open the same page.
 * Shared by the desktop sidebar and the mobile menu.
 */
export function ManagerNav({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: "layout.manager.nav.label" })}
      className="flex flex-1 flex-col gap-1 p-3"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a")) onNavigate?.();
      }}
    >
      <Group title={<FormattedMessage id="layout.manager.nav.application" />}>
        <PreloadNavLink to="/manager/dashboard" className={sidebarLinkClassName}>
          <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="layout.manager.nav.dashboard" />
        </PreloadNavLink>
        <PreloadNavLink to="/manager/repositories" className={sidebarLinkClassName}>
          <FolderGit2 aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="layout.manager.nav.repositories" />
        </PreloadNavLink>
      </Group>
      <Group title={<FormattedMessage id="layout.manager.nav.configuration" />}>
        <PreloadNavLink to="/manager/users" className={sidebarLinkClassName}>
          <Users aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="layout.manager.nav.users" />
        </PreloadNavLink>
        <PreloadNavLink to="/manager/audit" className={sidebarLinkClassName}>
          <ScrollText aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="layout.manager.nav.audit" />
        </PreloadNavLink>
      </Group>
      <div className="mt-4 flex flex-col gap-1 border-t border-zinc-200 pt-4">
        <PreloadNavLink to="/manager/account" className={sidebarLinkClassName}>
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="layout.manager.nav.account" />
        </PreloadNavLink>
        <PreloadNavLink to="/app" end className={sidebarLinkClassName}>
          <AppWindow aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="layout.manager.nav.openApp" />
        </PreloadNavLink>
        <a
          href={API_DOCUMENTATION_HREF}
          target="_blank"
          rel="noreferrer"
          className={sidebarLinkClassName({ isActive: false })}
        >
          <BookOpen aria-hidden="true" className="size-4 shrink-0" />
          <FormattedMessage id="layout.manager.nav.apiDocumentation" />
          {/* The space before the suffix comes from CSS, so the name reads "… (opens in a new tab)". */}
          <span className="sr-only before:content-['_']">
            <FormattedMessage id="layout.common.opensInNewTab" />
          </span>
          <ExternalLink aria-hidden="true" className="ms-auto size-3.5 shrink-0 text-zinc-500" />
        </a>
        <SignOutButton className="h-auto justify-start py-2" />
      </div>
    </nav>
  );
}
