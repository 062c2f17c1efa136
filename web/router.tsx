import {
  createBrowserRouter,
  Navigate,
  redirect,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from "react-router";
import { PageNotFound } from "./components/error-screen";
import { PageRouteError } from "./components/page-route-error";
import { PageSpinner } from "./components/ui/spinner";
import { loadPublicConfig } from "./config/public-config";
import { ROOT_ROUTE_ID } from "./config/use-public-config";
import {
  authenticatedLoader,
  loginLoader,
  loginVerifyLoader,
  managerLoader,
  onboardingLoader,
  SESSION_ROUTE_IDS,
} from "./features/auth/guard-authenticated";
import { DESKTOP_ONLY_HANDLE } from "./layout/app/desktop-only";
import { LayoutRoot, LayoutStandalone, RootShell } from "./layout/root/layout-root";
import { lazyLoader } from "./relay/preload-route";
import { page } from "./router-page";

// Route-level code splitting (docs/decisions/027): layouts and pages are lazy; loaders that
// start a Relay query are chunks of their own (`lazyLoader`), downloaded beside the page.

// A new lazy object per route: react-router resolves a route's lazy properties once and
// then deletes them from that object, so two routes sharing one would leave the second empty.
const relayOutlet = () =>
  page(
    () => import("./relay/relay-outlet"),
    (m) => m.RelayOutlet,
  );
const pageAccount = () =>
  page(
    () => import("./features/account/page-account"),
    (m) => m.PageAccount,
  );
const accountLoader = lazyLoader(
  () => import("./features/account/loader-account"),
  (m) => m.accountLoader,
);
const managerUsersLoaders = () => import("./features/user/loader-manager-users");
const repositoryLoaders = () => import("./features/repository/loader-repositories");
const dashboardLoaders = () => import("./features/dashboard/loader-dashboard");
const webhookEndpointLoader = () => import("./features/webhook/loader-webhook-endpoint");
// The organization routes join the table when a path needs them (docs/decisions/120).
const organizationRoutes = () => import("./router-organizations");
const ORGANIZATION_PATHS =
  /^\/(app\/organizations|app\/invitations|manager\/organizations|invitations)(\/|$)/i;

/** A route that only redirects (the element silences react-router's element-less warning). */
function redirectTo(to: string) {
  return { loader: () => redirect(to), element: <Navigate replace to={to} /> };
}

const [APP_ROUTE_ID, MANAGER_ROUTE_ID, ONBOARDING_ROUTE_ID] = SESSION_ROUTE_IDS;

const routes: RouteObject[] = [
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
            // The second-factor challenge (docs/decisions/115); signed in already, on you go.
            path: "login/second-factor",
            loader: loginLoader,
            lazy: page(
              () => import("./features/auth/page-login-second-factor"),
              (m) => m.PageLoginSecondFactor,
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
                    loader: lazyLoader(dashboardLoaders, (m) => m.appHomeLoader),
                    lazy: page(
                      () => import("./features/dashboard/page-app-home"),
                      (m) => m.PageAppHome,
                    ),
                  },
                  {
                    path: "repositories",
                    loader: lazyLoader(repositoryLoaders, (m) => m.repositoriesLoader),
                    lazy: page(
                      () => import("./features/repository/page-repositories"),
                      (m) => m.PageAppRepositories,
                    ),
                  },
                  {
                    path: "repositories/:id",
                    loader: lazyLoader(repositoryLoaders, (m) => m.repositoryLoader),
                    lazy: page(
                      () => import("./features/repository/page-repository"),
                      (m) => m.PageAppRepository,
                    ),
                    handle: DESKTOP_ONLY_HANDLE,
                  },
                  { path: "account", loader: accountLoader, lazy: pageAccount() },
                  {
                    // An endpoint's delivery log, under the account page (docs/decisions/108).
                    path: "account/webhooks/:id",
                    loader: lazyLoader(webhookEndpointLoader, (m) => m.webhookEndpointLoader),
                    lazy: page(
                      () => import("./features/webhook/page-webhook-endpoint"),
                      (m) => m.PageAppWebhookEndpoint,
                    ),
                  },
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
                    loader: lazyLoader(dashboardLoaders, (m) => m.managerDashboardLoader),
                    lazy: page(
                      () => import("./features/dashboard/page-manager-dashboard"),
                      (m) => m.PageManagerDashboard,
                    ),
                  },
                  { path: "account", loader: accountLoader, lazy: pageAccount() },
                  {
                    path: "account/webhooks/:id",
                    loader: lazyLoader(webhookEndpointLoader, (m) => m.webhookEndpointLoader),
                    lazy: page(
                      () => import("./features/webhook/page-webhook-endpoint"),
                      (m) => m.PageManagerWebhookEndpoint,
                    ),
                  },
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
                    path: "jobs",
                    loader: lazyLoader(
                      () => import("./features/job/loader-manager-jobs"),
                      (m) => m.managerJobsLoader,
                    ),
                    lazy: page(
                      () => import("./features/job/page-manager-jobs"),
                      (m) => m.PageManagerJobs,
                    ),
                  },
                  {
                    path: "repositories",
                    loader: lazyLoader(repositoryLoaders, (m) => m.repositoriesLoader),
                    lazy: page(
                      () => import("./features/repository/page-repositories"),
                      (m) => m.PageManagerRepositories,
                    ),
                  },
                  {
                    path: "repositories/:id",
                    loader: lazyLoader(repositoryLoaders, (m) => m.repositoryLoader),
                    lazy: page(
                      () => import("./features/repository/page-repository"),
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
];

// react-router calls it for a path no route matches, or matches only through a `:param` or the
// catch-all, before any loader runs: a deep link gets the routes as a click does (120).
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!ORGANIZATION_PATHS.test(path)) return;
  // Patching again is harmless: react-router skips a child it already has.
  for (const [parentId, children] of (await organizationRoutes()).organizationRoutes) {
    patch(parentId, children);
  }
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
