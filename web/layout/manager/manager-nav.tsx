import AppWindow from "lucide-react/icons/app-window";
import Building2 from "lucide-react/icons/building-2";
import BookOpen from "lucide-react/icons/book-open";
import ExternalLink from "lucide-react/icons/external-link";
import FolderGit2 from "lucide-react/icons/folder-git-2";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import ListTodo from "lucide-react/icons/list-todo";
import ScrollText from "lucide-react/icons/scroll-text";
import UserRound from "lucide-react/icons/user-round";
import Users from "lucide-react/icons/users";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink } from "react-router";
import { SignOutButton } from "../../features/auth/sign-out-button";
import { sidebarLinkClassName } from "../nav-link-class-name";

// The third-party API guide (docs/api.md, served by the API itself; it links the playground).
const API_DOCUMENTATION_HREF = "/docs/api";

type EntryName =
  | "dashboard"
  | "repositories"
  | "users"
  | "organizations"
  | "audit"
  | "jobs"
  | "account"
  | "openApp";

function Entry({ to, Icon, name }: { to: string; Icon: LucideIcon; name: EntryName }) {
  return (
    <NavLink to={to} end={to === "/app"} className={sidebarLinkClassName}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <FormattedMessage id={`layout.manager.nav.${name}`} />
    </NavLink>
  );
}

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
 * The manager entries (docs/product.md §Screens), for the sidebar and the mobile menu. "Home"
 * is the product name in the header (docs/decisions/021).
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
        <Entry to="/manager/dashboard" Icon={LayoutDashboard} name="dashboard" />
        <Entry to="/manager/repositories" Icon={FolderGit2} name="repositories" />
      </Group>
      <Group title={<FormattedMessage id="layout.manager.nav.configuration" />}>
        <Entry to="/manager/users" Icon={Users} name="users" />
        <Entry to="/manager/organizations" Icon={Building2} name="organizations" />
        <Entry to="/manager/audit" Icon={ScrollText} name="audit" />
        <Entry to="/manager/jobs" Icon={ListTodo} name="jobs" />
      </Group>
      <div className="mt-4 flex flex-col gap-1 border-t border-zinc-200 pt-4">
        <Entry to="/manager/account" Icon={UserRound} name="account" />
        <Entry to="/app" Icon={AppWindow} name="openApp" />
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
