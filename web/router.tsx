import { createBrowserRouter, Navigate, redirect } from "react-router";
import { PageNotFound } from "./components/page-not-found";
import { PageRouteError } from "./components/page-route-error";
import { PageSpinner } from "./components/ui/spinner";
import { loadPublicConfig } from "./config/public-config";
import { ROOT_ROUTE_ID } from "./config/use-public-config";
import { authenticatedLoader } from "./features/auth/guard-authenticated";
import { loginVerifyLoader } from "./features/auth/loader-login-verify";
import { PageLogin } from "./features/auth/page-login";
import { PageLoginVerify } from "./features/auth/page-login-verify";
import { appRepositoriesLoader } from "./features/repository/loader-app-repositories";
import { PageAppRepositories } from "./features/repository/page-app-repositories";
import { LayoutApp } from "./layout/app/layout-app";
import { LayoutAuth } from "./layout/auth/layout-auth";
import { LayoutRoot, RootShell } from "./layout/root/layout-root";

/**
 * A route that only sends elsewhere. The loader redirects before anything renders; the
 * element exists because react-router warns about element-less leaf routes.
 */
function redirectTo(to: string) {
  return { loader: () => redirect(to), element: <Navigate replace to={to} /> };
}

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
          { path: "login", element: <PageLogin /> },
          { path: "login/verify", loader: loginVerifyLoader, element: <PageLoginVerify /> },
        ],
      },
      {
        path: "app",
        loader: authenticatedLoader,
        element: <LayoutApp />,
        children: [
          { index: true, ...redirectTo("/app/repositories") },
          { path: "repositories", loader: appRepositoriesLoader, element: <PageAppRepositories /> },
        ],
      },
      { path: "*", element: <PageNotFound /> },
    ],
  },
]);
