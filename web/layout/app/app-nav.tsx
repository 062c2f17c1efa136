import FolderGit2 from "lucide-react/icons/folder-git-2";
import House from "lucide-react/icons/house";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import UserRound from "lucide-react/icons/user-round";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink } from "react-router";
import { canEnterManager } from "#shared/auth/roles";
import { useSession } from "../../features/auth/use-session";
import { bottomNavLinkClassName, navLinkClassName } from "../nav-link-class-name";

const ENTRIES = [
  { to: "/app", Icon: House, label: "layout.app.nav.home" },
  { to: "/app/repositories", Icon: FolderGit2, label: "layout.app.nav.repositories" },
  { to: "/app/account", Icon: UserRound, label: "layout.app.nav.account" },
  // Only a shortcut; /manager checks the role again and the server enforces it.
  { to: "/manager", Icon: LayoutDashboard, label: "layout.app.nav.manager", managers: true },
] as const;

/** The app's entries: a row in the desktop header, a bar along the bottom on phones. */
export function AppNav({ variant }: { variant: "top" | "bottom" }) {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <nav
      aria-label={intl.formatMessage({ id: "layout.app.nav.label" })}
      className={
        variant === "top"
          ? "flex flex-1 gap-1"
          : "fixed inset-x-0 bottom-0 z-30 flex border-t border-zinc-200 bg-white pb-[env(safe-area-inset-bottom)]"
      }
    >
      {ENTRIES.filter((entry) => !("managers" in entry) || canEnterManager(user.role)).map(
        ({ to, Icon, label }) => (
          <NavLink
            key={to}
            to={to}
            end={to === "/app"}
            className={variant === "top" ? navLinkClassName : bottomNavLinkClassName}
          >
            <Icon aria-hidden="true" className={variant === "top" ? "size-4" : "size-5"} />
            <FormattedMessage id={label} />
          </NavLink>
        ),
      )}
    </nav>
  );
}
