import { act, render, type RenderResult } from "@testing-library/react";
import { Suspense, type ComponentType, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { loadQuery, RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import {
  createMockEnvironment as createRelayMockEnvironment,
  MockPayloadGenerator,
} from "relay-test-utils";
import { vi } from "vitest";
import { PageRouteError } from "../../web/components/page-route-error";
import { loadMessages, type Messages } from "../../web/i18n/messages";

// Component tests render what a user gets: the English catalogue, a Relay environment whose
// network the test answers (relay-test-utils), and a router, so pages read their preloaded
// query from the loader and a failed query reaches the route's error screen as in the app.

// English as the app loads it: the application's catalogue and each model's (ADR 101).
const en = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>(["../../locales/en.json", "../../locales/*/en.json"], {
      eager: true,
      import: "default",
    }),
  ),
) as Messages;

export type MockEnvironment = ReturnType<typeof createRelayMockEnvironment>;

/** relay-test-utils spies on the environment with Jest's `jest.fn`; vitest's `vi.fn` is its twin. */
export function createMockEnvironment(): MockEnvironment {
  vi.stubGlobal("jest", { fn: vi.fn });
  return createRelayMockEnvironment();
}

type ProviderOptions = {
  environment?: MockEnvironment;
  /** Where the router starts and `ui` is shown. */
  path?: string;
  /** Other screens, to see where the component navigates. */
  routes?: RouteObject[];
};

/** Renders `ui` inside the providers and a router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  { environment = createMockEnvironment(), path = "/", routes = [] }: ProviderOptions = {},
): RenderResult & { environment: MockEnvironment } {
  return renderRoutes(environment, path, [...routes, { path: pathname(path), element: ui }]);
}

const pathname = (path: string) => new URL(path, "http://localhost").pathname;

/** The app's providers around a memory router that starts at `path`. */
function renderRoutes(environment: MockEnvironment, path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <IntlProvider locale="en" defaultLocale="en" messages={en}>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </RelayEnvironmentProvider>
    </IntlProvider>,
  );
  return { ...result, environment };
}

type RouteOptions<TQuery extends OperationType> = {
  path: string;
  Page: ComponentType;
  query: ConcreteRequest;
  /** Or, as a route loader reads them, from the URL of each navigation. */
  variables: VariablesOf<TQuery> | ((url: string) => VariablesOf<TQuery>);
  environment?: MockEnvironment;
  /** Other screens, to see where the page navigates. */
  routes?: RouteObject[];
};

/** Renders a page as its route does: the loader starts the query, the error screen catches. */
export function renderPage<TQuery extends OperationType>({
  path,
  Page,
  query,
  variables,
  environment = createMockEnvironment(),
  routes = [],
}: RouteOptions<TQuery>): RenderResult & { environment: MockEnvironment } {
  return renderRoutes(environment, path, [
    ...routes,
    {
      path: pathname(path),
      loader: ({ request }) =>
        loadQuery<TQuery>(
          environment,
          query,
          typeof variables === "function" ? variables(request.url) : variables,
        ),
      Component: Page,
      HydrateFallback: () => null,
      errorElement: <PageRouteError />,
    },
  ]);
}

/** What assistive technology reads after an element's name: its `aria-describedby` texts. */
export function accessibleDescription(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? "")
    .filter(Boolean)
    .join(" ");
}

/**
 * Answers the latest request, giving every `connectionType` in it these nodes as one page.
 * Nodes need their own `id`: the generator would number each answer's ids from 1 again.
 */
export function resolveConnection(
  environment: MockEnvironment,
  connectionType: string,
  nodes: readonly ({ id: string } & Record<string, unknown>)[],
  { totalCount = nodes.length, hasNextPage = false } = {},
): void {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        [connectionType]: () => ({
          totalCount,
          edges: nodes.map((node) => ({ cursor: `cursor:${node.id}`, node })),
          pageInfo: { hasNextPage, endCursor: nodes.at(-1) ? `cursor:${nodes.at(-1)?.id}` : null },
        }),
      }),
    ),
  );
}

/**
 * Loads the English catalogue as the app does before its first render, for code that asks
 * which message ids exist (`isMessageId`, e.g. for better-auth error codes).
 */
export async function loadEnglishCatalogue(): Promise<void> {
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(en));
  try {
    await loadMessages("en");
  } finally {
    fetch.mockRestore();
  }
}
