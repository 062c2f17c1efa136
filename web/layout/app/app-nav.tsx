import FolderGit2 from "lucide-react/icons/folder-git-2";
import House from "lucide-react/icons/house";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import UserRound from "lucide-react/icons/user-round";
import { FormattedMessage, useIntl } from "react-intl";
import { PreloadNavLink } from "../../components/preload-link";
import { canEnterManager } from "#shared/auth/roles";
import { useSession } from "../../features/auth/use-session";
import { bottomNavLinkClassName, navLinkClassName } from "../nav-link-class-name";

type AppNavProps = { variant: "top" | "bottom" };

/** The app's entries: a row in the desktop header, a bar along the bottom on phones. */
export function AppNav({ variant }: AppNavProps) {
  const intl = useIntl();
  const { user } = useSession();
  const className = variant === "top" ? navLinkClassName : bottomNavLinkClassName;
  const iconClassName = variant === "top" ? "size-4" : "size-5";
  return (
    <nav
      aria-label={intl.formatMessage({ id: "layout.app.nav.label" })}
      className={
        variant === "top"
          ? "flex flex-1 gap-1"
          : "fixed inset-x-0 bottom-0 z-30 flex border-t border-zinc-200 bg-white pb-[env(safe-area-inset-bottom)]"
      }
    >
      <PreloadNavLink to="/app" end className={className}>
        <House aria-hidden="true" className={iconClassName} />
        <FormattedMessage id="layout.app.nav.home" />
      </PreloadNavLink>
      <PreloadNavLink to="/app/repositories" className={className}>
        <FolderGit2 aria-hidden="true" className={iconClassName} />
        <FormattedMessage id="layout.app.nav.repositories" />
      </PreloadNavLink>
      <PreloadNavLink to="/app/account" className={className}>
        <UserRound aria-hidden="true" className={iconClassName} />
        <FormattedMessage id="layout.app.nav.account" />
      </PreloadNavLink>
      {/* Only a shortcut; /manager checks the role again and the server enforces it. */}
      {canEnterManager(user.role) && (
        <PreloadNavLink to="/manager" className={className}>
          <LayoutDashboard aria-hidden="true" className={iconClassName} />
          <FormattedMessage id="layout.app.nav.manager" />
        </PreloadNavLink>
      )}
    </nav>
  );
}
