import { FormattedMessage } from "react-intl";

const badge = "rounded-full px-2 py-0.5 text-xs font-medium";

type UserBadgesProps = { roles: readonly string[]; banned: boolean };

/**
 * The roles and, when banned, a warning badge. Plain props rather than a fragment: every
 * fragment level multiplies the API's query cost estimate (graphql-armor, depth factor 1.5).
 */
export function UserBadges({ roles, banned }: UserBadgesProps) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {roles.map((role) => (
        <span
          key={role}
          className={`${badge} ${role === "ADMIN" ? "bg-sky-100 text-sky-900" : "bg-zinc-100 text-zinc-800"}`}
        >
          <FormattedMessage
            id={role === "ADMIN" ? "user.manager.roles.admin" : "user.manager.roles.user"}
          />
        </span>
      ))}
      {banned && (
        <span className={`${badge} bg-red-100 text-red-900`}>
          <FormattedMessage id="user.manager.shared.banned" />
        </span>
      )}
    </span>
  );
}
