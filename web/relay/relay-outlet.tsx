import { RelayEnvironmentProvider } from "react-relay";
import { Outlet } from "react-router";
import { environment } from "./environment";

/** Around the areas that read GraphQL; lazy, so /login never downloads Relay (027). */
export function RelayOutlet() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
