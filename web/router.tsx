import { createBrowserRouter, Navigate, redirect } from "react-router";
import { PageNotFound } from "./components/page-not-found";
import { PageRouteError } from "./components/page-route-error";
import { PageSpinner } from "./components/ui/spinner";
import { loadPublicConfig } from "./config/public-config";
import { ROOT_ROUTE_ID } from "./config/use-public-config";
import { accountLoader } from "./features/account/loader-account";
import { PageAccount } from "./features/account/page-account";
import {
  authenticatedLoader,
  loginLoader,
  managerLoader,
  onboardingLoader,
} from "./features/auth/guard-authenticated";
import { loginVerifyLoader } from "./features/auth/loader-login-verify";
import { PageLogin } from "./features/auth/page-login";
import { PageLoginError } from "./features/auth/page-login-error";
import { PageLoginVerify } from "./features/auth/page-login-verify";
import { PageOnboarding } from "./features/auth/page-onboarding";
import { SESSION_ROUTE_IDS } from "./features/auth/use-session";
import { managerDashboardLoader } from "./features/dashboard/loader-manager-dashboard";
import { PageManagerDashboard } from "./features/dashboard/page-manager-dashboard";
import { appHomeLoader } from "./features/dashboard/loader-app-home";
import { PageAppHome } from "./features/dashboard/page-app-home";
import { appRepositoriesLoader } from "./features/repository/loader-app-repositories";
import { appRepositoryLoader } from "./features/repository/loader-app-repository";
import { managerRepositoriesLoader } from "./features/repository/loader-manager-repositories";
import { managerRepositoryLoader } from "./features/repository/loader-manager-repository";
import { PageAppRepositories } from "./features/repository/page-app-repositories";
import { PageAppRepository } from "./features/repository/page-app-repository";
import { PageManagerRepositories } from "./features/repository/page-manager-repositories";
import { PageManagerRepository } from "./features/repository/page-manager-repository";
import {
  managerUserLoader,
  managerUsersLoader,
  managerUserUpdateLoader,
} from "./features/user/loader-manager-users";
import { PageManagerUser } from "./features/user/page-manager-user";
import { PageManagerUserNew } from "./features/user/page-manager-user-new";
import { PageManagerUserUpdate } from "./features/user/page-manager-user-update";
import { PageManagerUsers } from "./features/user/page-manager-users";
import { DESKTOP_ONLY_HANDLE } from "./layout/app/desktop-only";
import { LayoutApp } from "./layout/app/layout-app";
import { LayoutAuth } from "./layout/auth/layout-auth";
import { LayoutManager } from "./layout/manager/layout-manager";
import { LayoutRoot, LayoutStandalone, RootShell } from "./layout/root/layout-root";

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
        element: <LayoutAuth />,
        children: [
          { path: "login", loader: loginLoader, element: <PageLogin /> },
          { path: "login/verify", loader: loginVerifyLoader, element: <PageLoginVerify /> },
          { path: "login/error", element: <PageLoginError /> },
          // Path chosen in docs/decisions/010 (the spec leaves it open).
          {
            id: ONBOARDING_ROUTE_ID,
            path: "onboarding",
            loader: onboardingLoader,
            element: <PageOnboarding />,
          },
        ],
      },
      {
        id: APP_ROUTE_ID,
        path: "app",
        loader: authenticatedLoader,
        element: <LayoutApp />,
        // A route error shows inside the layout, so the navigation stays usable.
        children: [
          {
            errorElement: <PageRouteError />,
            children: [
              { index: true, loader: appHomeLoader, element: <PageAppHome /> },
              {
                path: "repositories",
                loader: appRepositoriesLoader,
                element: <PageAppRepositories />,
              },
              {
                path: "repositories/:id",
                loader: appRepositoryLoader,
                element: <PageAppRepository />,
                handle: DESKTOP_ONLY_HANDLE,
              },
              { path: "account", loader: accountLoader, element: <PageAccount /> },
            ],
          },
        ],
      },
      {
        id: MANAGER_ROUTE_ID,
        path: "manager",
        loader: managerLoader,
        element: <LayoutManager />,
        children: [
          {
            errorElement: <PageRouteError />,
            children: [
              { index: true, ...redirectTo("/manager/dashboard") },
              {
                path: "dashboard",
                loader: managerDashboardLoader,
                element: <PageManagerDashboard />,
              },
              { path: "account", loader: accountLoader, element: <PageAccount /> },
              { path: "users", loader: managerUsersLoader, element: <PageManagerUsers /> },
              { path: "users/new", element: <PageManagerUserNew /> },
              {
                path: "repositories",
                loader: managerRepositoriesLoader,
                element: <PageManagerRepositories />,
              },
              {
                path: "repositories/:id",
                loader: managerRepositoryLoader,
                element: <PageManagerRepository />,
              },
              { path: "users/:id", loader: managerUserLoader, element: <PageManagerUser /> },
              {
                path: "users/:id/update",
                loader: managerUserUpdateLoader,
                element: <PageManagerUserUpdate />,
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
