import { useIntl } from "react-intl";
import type { SelectOption } from "../../components/ui/select";
import { OrganizationRoleName } from "./organization-role-name";

/** The API's tiers, highest first (shared/validation/organization.ts names them in lower case). */
export const ORGANIZATION_ROLES = ["OWNER", "ADMIN", "MEMBER"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** A tier as a small badge. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  if (!role) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700">
      <OrganizationRoleName role={role} />
    </span>
  );
}

/** The tiers as a select's options. */
export function useRoleOptions(): SelectOption<OrganizationRole>[] {
  const intl = useIntl();
  return ORGANIZATION_ROLES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `organization.role.${value}` }),
  }));
}
