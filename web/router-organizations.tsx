import { redirect, type RouteObject } from "react-router";
import { PageRouteError } from "./components/page-route-error";
import { PageSpinner } from "./components/ui/spinner";
import { ROOT_ROUTE_ID } from "./config/use-public-config";
import { SESSION_ROUTE_IDS } from "./features/auth/guard-authenticated";
import { lazyLoader } from "./relay/preload-route";
import { page } from "./router-page";

// The organization routes (docs/decisions/113), declared when a path needs them: router.tsx's
// `patchRoutesOnNavigation` adds each list as children of the route whose id it names, so
// /login's entry chunk does not carry them (docs/decisions/120). vite/route-table.ts reads
// this file too: the ids are the constants router.tsx names its routes with.

const [APP_ROUTE_ID, MANAGER_ROUTE_ID] = SESSION_ROUTE_IDS;
const organizationLoaders = () => import("./features/organization/loader-organizations");
const managerOrganizationLoaders = () =>
  import("./features/organization/loader-manager-organizations");

export const organizationRoutes: [parentId: string, children: RouteObject[]][] = [
  [
    ROOT_ROUTE_ID,
    [
      // The e-mailed invitation link opens its page in the app, whose guard signs the visitor
      // in first and brings them back.
      {
        path: "invitations/:id",
        loader: ({ params }) => redirect(`/app/invitations/${encodeURIComponent(params.id ?? "")}`),
        element: <PageSpinner />,
      },
    ],
  ],
  [
    APP_ROUTE_ID,
    [
      {
        // A route error shows inside the layout, as for the area's other pages.
        errorElement: <PageRouteError />,
        children: [
          // An organization's sections are pages of their own.
          {
            path: "organizations",
            loader: lazyLoader(organizationLoaders, (m) => m.organizationsLoader),
            lazy: page(
              () => import("./features/organization/page-app-organizations"),
              (m) => m.PageAppOrganizations,
            ),
          },
          {
            path: "organizations/:slug",
            loader: lazyLoader(organizationLoaders, (m) => m.organizationLoader),
            lazy: page(
              () => import("./features/organization/page-app-organization"),
              (m) => m.PageAppOrganization,
            ),
          },
          {
            path: "organizations/:slug/invitations",
            loader: lazyLoader(organizationLoaders, (m) => m.organizationInvitationsLoader),
            lazy: page(
              () => import("./features/organization/page-app-organization-invitations"),
              (m) => m.PageAppOrganizationInvitations,
            ),
          },
          {
            path: "organizations/:slug/settings",
            loader: lazyLoader(organizationLoaders, (m) => m.organizationSettingsLoader),
            lazy: page(
              () => import("./features/organization/page-app-organization-settings"),
              (m) => m.PageAppOrganizationSettings,
            ),
          },
          {
            path: "invitations/:id",
            loader: lazyLoader(organizationLoaders, (m) => m.invitationLoader),
            lazy: page(
              () => import("./features/organization/page-app-invitation"),
              (m) => m.PageAppInvitation,
            ),
          },
        ],
      },
    ],
  ],
  [
    MANAGER_ROUTE_ID,
    [
      {
        errorElement: <PageRouteError />,
        children: [
          {
            path: "organizations",
            loader: lazyLoader(managerOrganizationLoaders, (m) => m.managerOrganizationsLoader),
            lazy: page(
              () => import("./features/organization/page-manager-organizations"),
              (m) => m.PageManagerOrganizations,
            ),
          },
          {
            path: "organizations/:id",
            loader: lazyLoader(managerOrganizationLoaders, (m) => m.managerOrganizationLoader),
            lazy: page(
              () => import("./features/organization/page-manager-organization"),
              (m) => m.PageManagerOrganization,
            ),
          },
        ],
      },
    ],
  ],
];
