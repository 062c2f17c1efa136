import { FormattedMessage } from "react-intl";

const KNOWN = ["OWNER", "ADMIN", "MEMBER"] as const;
type KnownRole = (typeof KNOWN)[number];
const isKnown = (role: string): role is KnownRole => (KNOWN as readonly string[]).includes(role);

/** A member's tier in the reader's language; a tier a later server adds shows as sent. */
export function OrganizationRoleName({ role }: { role: string }) {
  return isKnown(role) ? <FormattedMessage id={`organization.role.${role}`} /> : <>{role}</>;
}
