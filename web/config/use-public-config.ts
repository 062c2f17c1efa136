import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./public-config";

/** The id of the root route, whose loader returns the public config. */
export const ROOT_ROUTE_ID = "root";

/** Undefined only where the root loader may have failed (the root error screen). */
export function useOptionalPublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as PublicConfig | undefined;
}

export function usePublicConfig(): PublicConfig {
  const config = useOptionalPublicConfig();
  if (!config) throw new Error("usePublicConfig() used outside the root route");
  return config;
}
