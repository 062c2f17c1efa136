import { RelayEnvironmentProvider } from "react-relay";
import { Outlet } from "react-router";
import { environment } from "./environment";

/**
 * Layout route around the areas that read GraphQL (app, manager, onboarding). Lazy in the
 * route table, so Relay downloads with the first of those screens, never with /login
 * (docs/decisions/027).
 */
export function RelayOutlet() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
