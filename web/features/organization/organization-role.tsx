import { FormattedMessage, useIntl } from "react-intl";
import type { SelectOption } from "../../components/ui/select";

/** The API's tiers, highest first (shared/validation/organization.ts names them in lower case). */
export const ORGANIZATION_ROLES = ["OWNER", "ADMIN", "MEMBER"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

const LABELS = {
  OWNER: "organization.shared.role.owner",
  ADMIN: "organization.shared.role.admin",
  MEMBER: "organization.shared.role.member",
} as const;

/** A tier as a small badge; an unknown value (a newer server's) as it comes. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  if (!role) return null;
  const label = (LABELS as Record<string, (typeof LABELS)[OrganizationRole]>)[role];
  return (
    <span className="inline-flex items-center rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700">
      {label ? <FormattedMessage id={label} /> : role}
    </span>
  );
}

/** The tiers as a select's options. */
export function useRoleOptions(): SelectOption<OrganizationRole>[] {
  const intl = useIntl();
  return ORGANIZATION_ROLES.map((value) => ({
    value,
    label: intl.formatMessage({ id: LABELS[value] }),
  }));
}
