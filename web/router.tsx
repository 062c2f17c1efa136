import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, redirect } from "react-router";
import { PageNotFound } from "./components/page-not-found";
import { PageRouteError } from "./components/page-route-error";
import { PageSpinner } from "./components/ui/spinner";
import { loadPublicConfig } from "./config/public-config";
import { ROOT_ROUTE_ID } from "./config/use-public-config";
import {
  authenticatedLoader,
  loginLoader,
  managerLoader,
  onboardingLoader,
} from "./features/auth/guard-authenticated";
import { loginVerifyLoader } from "./features/auth/loader-login-verify";
import { SESSION_ROUTE_IDS } from "./features/auth/session-route-ids";
import { DESKTOP_ONLY_HANDLE } from "./layout/app/desktop-only";
import { LayoutRoot, LayoutStandalone, RootShell } from "./layout/root/layout-root";
import { lazyLoader } from "./relay/preload-route";

// Route-level code splitting (docs/decisions/027): this file, the guards and the error
// screens are the eager part. Every layout and page is a lazy `Component`; loaders that
// start a Relay query are lazy chunks of their own (`lazyLoader`), which react-router
// downloads in parallel with the page, so data and code never wait for each other.

/** A lazy route component: `lazy: page(() => import("./x"), (m) => m.PageX)`. */
function page<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) {
  return { Component: () => load().then(pick) };
}

// A new lazy object per route: react-router resolves a route's lazy properties once and
// then deletes them from that object, so two routes sharing one would leave the second empty.
const relayOutlet = () =>
  page(
    () => import("./relay/relay-outlet"),
    (m) => m.RelayOutlet,
  );
const pageAccount = page(
  () => import("./features/account/page-account"),
  (m) => m.PageAccount,
);
const accountLoader = lazyLoader(
  () => import("./features/account/loader-account"),
  (m) => m.accountLoader,
);
const managerUsersLoaders = () => import("./features/user/loader-manager-users");

/**
 * A route that only sends elsewhere. The loader redirects before anything renders; the
 * element exists because react-router warns about element-less leaf routes.
 */
function redirectTo(to: string) {
  return { loader: () => redirect(to), element: <Navigate replace to={to} /> };
}

const [APP_ROUTE_ID, MANAGER_ROUTE_ID, ONBOARDING_ROUTE_ID] = SESSION_ROUTE_IDS;

export const router = createBrowserRouter([
  {
    id: ROOT_ROUTE_ID,
    path: "/",
    loader: () => loadPublicConfig(),
    element: <LayoutRoot />,
    errorElement: (
      <RootShell>
        <LayoutStandalone>
          <PageRouteError />
        </LayoutStandalone>
      </RootShell>
    ),
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, ...redirectTo("/login") },
      {
        lazy: page(
          () => import("./layout/auth/layout-auth"),
          (m) => m.LayoutAuth,
        ),
        children: [
          {
            path: "login",
            loader: loginLoader,
            lazy: page(
              () => import("./features/auth/page-login"),
              (m) => m.PageLogin,
            ),
          },
          {
            path: "login/verify",
            loader: loginVerifyLoader,
            lazy: page(
              () => import("./features/auth/page-login-verify"),
              (m) => m.PageLoginVerify,
            ),
          },
          {
            path: "login/error",
            lazy: page(
              () => import("./features/auth/page-login-error"),
              (m) => m.PageLoginError,
            ),
          },
          {
            lazy: relayOutlet(),
            children: [
              // Path chosen in docs/decisions/010 (the product rules leave it open).
              {
                id: ONBOARDING_ROUTE_ID,
                path: "onboarding",
                loader: onboardingLoader,
                lazy: page(
                  () => import("./features/auth/page-onboarding"),
                  (m) => m.PageOnboarding,
                ),
              },
            ],
          },
        ],
      },
      {
        lazy: relayOutlet(),
        children: [
          {
            id: APP_ROUTE_ID,
            path: "app",
            loader: authenticatedLoader,
            lazy: page(
              () => import("./layout/app/layout-app"),
              (m) => m.LayoutApp,
            ),
            // A route error shows inside the layout, so the navigation stays usable.
            children: [
              {
                errorElement: <PageRouteError />,
                children: [
                  {
                    index: true,
                    loader: lazyLoader(
                      () => import("./features/dashboard/loader-app-home"),
                      (m) => m.appHomeLoader,
                    ),
                    lazy: page(
                      () => import("./features/dashboard/page-app-home"),
                      (m) => m.PageAppHome,
                    ),
                  },
                  {
                    path: "repositories",
                    loader: lazyLoader(
                      () => import("./features/repository/loader-app-repositories"),
                      (m) => m.appRepositoriesLoader,
                    ),
                    lazy: page(
                      () => import("./features/repository/page-app-repositories"),
                      (m) => m.PageAppRepositories,
                    ),
                  },
                  {
                    path: "repositories/:id",
                    loader: lazyLoader(
                      () => import("./features/repository/loader-app-repository"),
                      (m) => m.appRepositoryLoader,
                    ),
                    lazy: page(
                      () => import("./features/repository/page-app-repository"),
                      (m) => m.PageAppRepository,
                    ),
                    handle: DESKTOP_ONLY_HANDLE,
                  },
                  { path: "account", loader: accountLoader, lazy: pageAccount },
                ],
              },
            ],
          },
          {
            id: MANAGER_ROUTE_ID,
            path: "manager",
            loader: managerLoader,
            lazy: page(
              () => import("./layout/manager/layout-manager"),
              (m) => m.LayoutManager,
            ),
            children: [
              {
                errorElement: <PageRouteError />,
                children: [
                  { index: true, ...redirectTo("/manager/dashboard") },
                  {
                    path: "dashboard",
                    loader: lazyLoader(
                      () => import("./features/dashboard/loader-manager-dashboard"),
                      (m) => m.managerDashboardLoader,
                    ),
                    lazy: page(
                      () => import("./features/dashboard/page-manager-dashboard"),
                      (m) => m.PageManagerDashboard,
                    ),
                  },
                  { path: "account", loader: accountLoader, lazy: pageAccount },
                  {
                    path: "users",
                    loader: lazyLoader(managerUsersLoaders, (m) => m.managerUsersLoader),
                    lazy: page(
                      () => import("./features/user/page-manager-users"),
                      (m) => m.PageManagerUsers,
                    ),
                  },
                  {
                    path: "users/new",
                    lazy: page(
                      () => import("./features/user/page-manager-user-new"),
                      (m) => m.PageManagerUserNew,
                    ),
                  },
                  {
                    path: "audit",
                    loader: lazyLoader(
                      () => import("./features/audit/loader-manager-audit"),
                      (m) => m.managerAuditLoader,
                    ),
                    lazy: page(
                      () => import("./features/audit/page-manager-audit"),
                      (m) => m.PageManagerAudit,
                    ),
                  },
                  {
                    path: "repositories",
                    loader: lazyLoader(
                      () => import("./features/repository/loader-manager-repositories"),
                      (m) => m.managerRepositoriesLoader,
                    ),
                    lazy: page(
                      () => import("./features/repository/page-manager-repositories"),
                      (m) => m.PageManagerRepositories,
                    ),
                  },
                  {
                    path: "repositories/:id",
                    loader: lazyLoader(
                      () => import("./features/repository/loader-manager-repository"),
                      (m) => m.managerRepositoryLoader,
                    ),
                    lazy: page(
                      () => import("./features/repository/page-manager-repository"),
                      (m) => m.PageManagerRepository,
                    ),
                  },
                  {
                    path: "users/:id",
                    loader: lazyLoader(managerUsersLoaders, (m) => m.managerUserLoader),
                    lazy: page(
                      () => import("./features/user/page-manager-user"),
                      (m) => m.PageManagerUser,
                    ),
                  },
                  {
                    path: "users/:id/update",
                    loader: lazyLoader(managerUsersLoaders, (m) => m.managerUserUpdateLoader),
                    lazy: page(
                      () => import("./features/user/page-manager-user-update"),
                      (m) => m.PageManagerUserUpdate,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: "*",
        element: (
          <LayoutStandalone>
            <PageNotFound />
          </LayoutStandalone>
        ),
      },
    ],
  },
]);
