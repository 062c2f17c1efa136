/** The areas whose account page lists the viewer's webhook endpoints (docs/decisions/108). */
export type AccountArea = "app" | "manager";

/** The area a path of the app lies in: the manager's, or the app's. */
export function accountArea(pathname: string): AccountArea {
  return pathname === "/manager" || pathname.startsWith("/manager/") ? "manager" : "app";
}

/** The account page of an area: where the endpoint list is, and the log's way back. */
export const accountPath = (area: AccountArea) => `/${area}/account`;

/** An endpoint's delivery log in an area; global ids may hold "/", "+" or "=". */
export function webhookEndpointPath(area: AccountArea, id: string): string {
  return `/${area}/account/webhooks/${encodeURIComponent(id)}`;
}
