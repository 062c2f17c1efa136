import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { teamMemberPicker_organization$key } from "../../__generated__/teamMemberPicker_organization.graphql";
import type { teamRow_team$key } from "../../__generated__/teamRow_team.graphql";
import { TeamRowMenu } from "./team-row-menu";

const fragment = graphql`
  fragment teamRow_team on Team {
    name
    memberCount
    ...teamRowMenu_team
  }
`;

type TeamRowProps = {
  team: teamRow_team$key;
  /** The organization's members, to choose from when adding one to the team. */
  organization: teamMemberPicker_organization$key;
  organizationId: string;
  connectionId: string;
  canManage: boolean;
};

/** A team: its name, how many are on it, and its "…" (members, rename, delete). */
export function TeamRow({
  team,
  organization,
  organizationId,
  connectionId,
  canManage,
}: TeamRowProps) {
  const data = useFragment(fragment, team);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p dir="auto" className="font-medium break-words text-zinc-900">
          {data.name}
        </p>
        <p className="text-sm text-zinc-600">
          <FormattedMessage
            id="organization.app.teams.memberCount"
            values={{ count: data.memberCount }}
          />
        </p>
      </div>
      <TeamRowMenu
        team={data}
        organization={organization}
        organizationId={organizationId}
        connectionId={connectionId}
        canManage={canManage}
      />
    </li>
  );
}
