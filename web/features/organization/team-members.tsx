import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { teamMemberPicker_organization$key } from "../../__generated__/teamMemberPicker_organization.graphql";
import type { teamMembers_team$key } from "../../__generated__/teamMembers_team.graphql";
import type { teamMembersPaginationQuery } from "../../__generated__/teamMembersPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { TeamMemberPicker } from "./team-member-picker";
import { useRemoveTeamMemberMutation } from "./use-remove-team-member-mutation";

// Every row of the team list brings its dialog's first members: a few (the fragment's default),
// so a page of 100 teams stays far below the API's cost limit (hostile-graphql-cost.test.ts);
// the dialog loads more a page at a time.
const PAGE_SIZE = 20;

const fragment = graphql`
  fragment teamMembers_team on Team
  @argumentDefinitions(count: { type: "Int", defaultValue: 3 }, cursor: { type: "String" })
  @refetchable(queryName: "teamMembersPaginationQuery") {
    id
    members(first: $count, after: $cursor) @connection(key: "teamMembers_members") {
      edges {
        node {
          id
          name
          email
        }
      }
    }
  }
`;

type TeamMembersProps = {
  team: teamMembers_team$key;
  organization: teamMemberPicker_organization$key;
  canManage: boolean;
  onClose: () => void;
};

export function TeamMembers({ team, organization, canManage, onClose }: TeamMembersProps) {
  const intl = useIntl();
  const { data, ...pagination } = usePaginationFragment<
    teamMembersPaginationQuery,
    teamMembers_team$key
  >(fragment, team);
  const [removeMember, isInFlight] = useRemoveTeamMemberMutation();
  const { edges } = data.members;

  async function remove(memberId: string, name: string) {
    const result = await removeMember({ teamId: data.id, memberId });
    if (result.ok)
      toast.success(intl.formatMessage({ id: "organization.app.teams.memberRemoved" }, { name }));
    else if (result.error.code !== "DEMO_MODE") {
      toast.error(
        result.error.message ?? intl.formatMessage({ id: "organization.shared.form.error" }),
      );
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <DataList
        pagination={pagination}
        connection={{ edges }}
        pageSize={PAGE_SIZE}
        empty={
          <p role="status" className="text-sm text-zinc-600">
            <FormattedMessage id="organization.app.teams.noMembers" />
          </p>
        }
      >
        {edges.map(({ node }) => (
          <li key={node.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="flex min-w-0 flex-col">
              <bdi className="truncate text-sm font-medium text-zinc-900">
                {node.name || node.email}
              </bdi>
              <bdi dir="ltr" className="truncate text-xs text-zinc-600 rtl:text-end">
                {node.email}
              </bdi>
            </span>
            {canManage && (
              <Button
                variant="ghost"
                size="sm"
                disabled={isInFlight}
                aria-label={intl.formatMessage(
                  { id: "organization.app.teams.removeMemberLabel" },
                  { name: node.name || node.email },
                )}
                onClick={() => void remove(node.id, node.name || node.email)}
              >
                <FormattedMessage id="organization.app.teams.removeMember" />
              </Button>
            )}
          </li>
        ))}
      </DataList>
      {canManage && (
        <TeamMemberPicker
          organization={organization}
          teamId={data.id}
          onTeam={edges.map(({ node }) => node.id)}
        />
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="organization.app.teams.done" />
        </Button>
      </div>
    </div>
  );
}
