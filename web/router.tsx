import { createBrowserRouter, Navigate, redirect } from "react-router";
import { PageNotFound } from "./components/page-not-found";
import { PageRouteError } from "./components/page-route-error";
import { PageSpinner } from "./components/ui/spinner";
import { loadPublicConfig } from "./config/public-config";
import { ROOT_ROUTE_ID } from "./config/use-public-config";
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
import { appRepositoriesLoader } from "./features/repository/loader-app-repositories";
import { PageAppRepositories } from "./features/repository/page-app-repositories";
import { LayoutApp } from "./layout/app/layout-app";
import { LayoutAuth } from "./layout/auth/layout-auth";
import { LayoutManager } from "./layout/manager/layout-manager";
import { LayoutRoot, RootShell } from "./layout/root/layout-root";

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
        <PageRouteError />
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
        children: [
          { index: true, ...redirectTo("/app/repositories") },
          { path: "repositories", loader: appRepositoriesLoader, element: <PageAppRepositories /> },
          { path: "account", element: <PageAccount /> },
        ],
      },
      {
        id: MANAGER_ROUTE_ID,
        path: "manager",
        loader: managerLoader,
        element: <LayoutManager />,
        children: [
          { index: true, ...redirectTo("/manager/dashboard") },
          { path: "dashboard", loader: managerDashboardLoader, element: <PageManagerDashboard /> },
          { path: "account", element: <PageAccount /> },
        ],
      },
      { path: "*", element: <PageNotFound /> },
    ],
  },
]);
