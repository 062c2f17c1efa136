import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { userRow_user$key } from "../../__generated__/userRow_user.graphql";
import {
  rowMenuCellClassName,
  stretchedLinkClassName,
  tappableRowClassName,
} from "../../components/data-table";
import { UserBadges } from "./user-badges";
import { userPath } from "./user-paths";
import { UserRowActions } from "./user-row-actions";
import { USER_COLUMNS } from "./user-sort";

const fragment = graphql`
  fragment userRow_user on User {
    id
    name
    email
    roles
    banned
    createdAt
  }
`;

type UserRowProps = {
  user: userRow_user$key;
  /** The signed-in admin's own row. */
  self: boolean;
  /** The list's connection, which a delete from this row removes the row from. */
  connectionId: string;
};

/** The name opens the user (the whole row on phones); "…" holds the row's actions. */
export function UserRow({ user, self, connectionId }: UserRowProps) {
  const data = useFragment(fragment, user);
  const label = data.name || data.email;

  return (
    <div role="row" className={`${tappableRowClassName(USER_COLUMNS)} pe-12 sm:pe-4`}>
      <div role="cell" className="min-w-0">
        <Link
          to={userPath(data.id)}
          dir="auto"
          className={`block w-fit max-w-full truncate rounded font-medium text-zinc-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900 ${stretchedLinkClassName}`}
        >
          {data.name || <FormattedMessage id="user.manager.shared.noName" />}
        </Link>
      </div>
      <div role="cell" className="min-w-0">
        <bdi dir="ltr" className="block w-fit max-w-full truncate text-sm text-zinc-600">
          {data.email}
        </bdi>
      </div>
      <div role="cell">
        <UserBadges roles={data.roles} banned={data.banned} />
      </div>
      <div role="cell" className="text-sm text-zinc-600">
        <FormattedDate value={data.createdAt} dateStyle="medium" />
      </div>
      <div role="cell" className={rowMenuCellClassName}>
        <UserRowActions
          userId={data.id}
          label={label}
          banned={data.banned}
          self={self}
          connectionId={connectionId}
        />
      </div>
    </div>
  );
}
