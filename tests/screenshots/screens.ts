import type { Locale } from "#shared/i18n/locales";

// What `npm run screenshots` photographs (docs/screenshots/README.md shows them): the
// redesigned screens at 1280 × 800, and the two a phone user sees first at 390 px.

export type Account = "none" | "admin" | "user";
export type Theme = "light" | "dark";
export type Viewport = "desktop" | "phone";

export type Screen = {
  /** The file name part: `<locale>-<theme>-<name>.png`. */
  name: string;
  /** A path, or one built from the seeded user's id (the manager's user page). */
  path: string | ((ids: { userId: string }) => string);
  account: Account;
  viewport: Viewport;
};

export const SCREENS: readonly Screen[] = [
  { name: "login", path: "/login", account: "none", viewport: "desktop" },
  { name: "login-phone", path: "/login", account: "none", viewport: "phone" },
  { name: "manager-dashboard", path: "/manager/dashboard", account: "admin", viewport: "desktop" },
  { name: "manager-users", path: "/manager/users", account: "admin", viewport: "desktop" },
  {
    name: "manager-user",
    path: ({ userId }) => `/manager/users/${userId}`,
    account: "admin",
    viewport: "desktop",
  },
  {
    name: "manager-repositories",
    path: "/manager/repositories",
    account: "admin",
    viewport: "desktop",
  },
  { name: "manager-audit", path: "/manager/audit", account: "admin", viewport: "desktop" },
  { name: "app-repositories", path: "/app/repositories", account: "user", viewport: "desktop" },
  {
    name: "app-repositories-phone",
    path: "/app/repositories",
    account: "user",
    viewport: "phone",
  },
  { name: "account", path: "/app/account", account: "user", viewport: "desktop" },
];

export const THEMES: readonly Theme[] = ["light", "dark"];
export const LOCALES: readonly Locale[] = ["en", "ar"];

/** 1280 × 800 desktop; an iPhone 13's 390 × 844 CSS pixels, touch and mobile layout. */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export function fileName(locale: Locale, theme: Theme, screen: Screen): string {
  return `${locale}-${theme}-${screen.name}.png`;
}
