import AppWindow from "lucide-react/icons/app-window";
import Building2 from "lucide-react/icons/building-2";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import UserRound from "lucide-react/icons/user-round";
import { lazy, Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { QuietBoundary } from "../components/quiet-boundary";
import { ThemeIcon, THEME_LABELS } from "../components/theme-icon";
import { setTheme, THEMES, useTheme } from "../components/theme";
import { toast } from "../components/toast";
import { Avatar } from "../components/ui/avatar";
import { Menu } from "../components/ui/menu";
import {
  MenuGroup,
  MenuItem,
  MenuLinkItem,
  MenuRadioItem,
  MenuSeparator,
} from "../components/ui/menu-items";
import { preloadAuthClient } from "../features/auth/load-auth-client";
import { SignOutDialog } from "../features/auth/sign-out-button";
import { useSession } from "../features/auth/use-session";
import { useLocale } from "../i18n/locale-provider";
import { canEnterManager } from "#shared/auth/roles";
import { LANGUAGE_NAMES, LOCALES } from "#shared/i18n/locales";

// The organizations, and their query, load when the menu first opens (docs/decisions/113).
const OrganizationSwitcher = lazy(() =>
  import("../features/organization/organization-switcher").then((m) => ({
    default: m.OrganizationSwitcher,
  })),
);

/**
 * The avatar menu in both shells: account, other area, organizations, language, theme and
 * sign-out.
 */
export function UserMenu({ area }: { area: "app" | "manager" }) {
  const intl = useIntl();
  const { user } = useSession();
  const { locale, setLocale } = useLocale();
  const theme = useTheme();
  const [signingOut, setSigningOut] = useState(false);
  const other =
    area === "manager"
      ? { to: "/app", icon: <AppWindow />, label: "layout.manager.nav.openApp" as const }
      : canEnterManager(user.role)
        ? { to: "/manager", icon: <LayoutDashboard />, label: "layout.app.nav.manager" as const }
        : undefined;

  return (
    <>
      <Menu
        label={intl.formatMessage({ id: "layout.userMenu.label" })}
        trigger={<Avatar name={user.name} email={user.email} seed={user.id} />}
        triggerClassName="flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
        header={
          <div className="flex items-center gap-3 border-b border-zinc-200 px-3 py-3">
            <Avatar name={user.name} email={user.email} seed={user.id} size="md" />
            <div className="min-w-0">
              {user.name && (
                <p className="truncate text-sm font-medium">
                  <bdi>{user.name}</bdi>
                </p>
              )}
              <p className="truncate text-xs text-zinc-600">
                <bdi>{user.email}</bdi>
              </p>
            </div>
          </div>
        }
      >
        <MenuLinkItem to={`/${area}/account`} icon={<UserRound />}>
          <FormattedMessage id="layout.app.nav.account" />
        </MenuLinkItem>
        {other && (
          <MenuLinkItem to={other.to} icon={other.icon}>
            <FormattedMessage id={other.label} />
          </MenuLinkItem>
        )}
        <MenuSeparator />
        <QuietBoundary>
          <Suspense fallback={null}>
            <OrganizationSwitcher />
          </Suspense>
        </QuietBoundary>
        <MenuLinkItem to="/app/organizations" icon={<Building2 />}>
          <FormattedMessage id="layout.userMenu.allOrganizations" />
        </MenuLinkItem>
        <MenuSeparator />
        <MenuGroup label={intl.formatMessage({ id: "common.language.label" })}>
          {LOCALES.map((option) => (
            <MenuRadioItem
              key={option}
              lang={option}
              checked={option === locale}
              onSelect={() =>
                void setLocale(option).catch(() =>
                  toast.error(intl.formatMessage({ id: "common.language.error" })),
                )
              }
            >
              {LANGUAGE_NAMES[option]}
            </MenuRadioItem>
          ))}
        </MenuGroup>
        <MenuSeparator />
        <MenuGroup label={intl.formatMessage({ id: "common.theme.label" })}>
          {THEMES.map((option) => (
            <MenuRadioItem
              key={option}
              checked={option === theme}
              onSelect={() => setTheme(option)}
            >
              <ThemeIcon theme={option} />
              <FormattedMessage id={THEME_LABELS[option]} />
            </MenuRadioItem>
          ))}
        </MenuGroup>
        <MenuSeparator />
        <MenuItem
          icon={<LogOut className="rtl:-scale-x-100" />}
          onSelect={() => {
            preloadAuthClient();
            setSigningOut(true);
          }}
        >
          <FormattedMessage id="auth.signOut.button" />
        </MenuItem>
      </Menu>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </>
  );
}
