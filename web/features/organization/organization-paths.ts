// The organization screens' addresses (docs/decisions/113): one page per section a role can read.

export const ORGANIZATIONS_PATH = "/app/organizations";

export type OrganizationSection = "overview" | "invitations" | "settings";

/** An organization's page, or one of its sections. */
export function organizationPath(slug: string, section: OrganizationSection = "overview") {
  const base = `${ORGANIZATIONS_PATH}/${encodeURIComponent(slug)}`;
  return section === "overview" ? base : `${base}/${section}`;
}

/** The manager's page of one organization, by global id. */
export const managerOrganizationPath = (id: string) =>
  `/manager/organizations/${encodeURIComponent(id)}`;

/** The invitation page for a database id, as the e-mailed link carries it. */
export const invitationPath = (id: string) => `/app/invitations/${encodeURIComponent(id)}`;

/** The Invitation node's global id for the database id in the link (base64 of "Invitation:<id>"). */
export function invitationGlobalId(id: string): string {
  const bytes = new TextEncoder().encode(`Invitation:${id}`);
  return btoa(String.fromCharCode(...bytes));
}
