import { FormattedMessage, FormattedNumber } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { organizationOverview_organization$key } from "../../__generated__/organizationOverview_organization.graphql";
import { Card } from "../../components/ui/card";
import { RoleBadge } from "./organization-role";

// Counts under aliases: the lists below read the same connections a page at a time.
const fragment = graphql`
  fragment organizationOverview_organization on Organization {
    slug
    viewerRole
    memberCount: members(first: 1) {
      totalCount
    }
    teamCount: teams(first: 1) {
      totalCount
    }
  }
`;

/** The organization at a glance: its slug, the viewer's role, how many members and teams. */
export function OrganizationOverview(props: {
  organization: organizationOverview_organization$key;
}) {
  const { slug, viewerRole, memberCount, teamCount } = useFragment(fragment, props.organization);
  const item = "flex flex-col gap-1";
  return (
    <Card className="p-4">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div className={item}>
          <dt className="text-sm text-zinc-600">
            <FormattedMessage id="organization.app.overview.slug" />
          </dt>
          <dd dir="ltr" className="truncate font-mono text-sm text-zinc-900 rtl:text-end">
            {slug}
          </dd>
        </div>
        <div className={item}>
          <dt className="text-sm text-zinc-600">
            <FormattedMessage id="organization.app.overview.role" />
          </dt>
          <dd>
            <RoleBadge role={viewerRole} />
          </dd>
        </div>
        <div className={item}>
          <dt className="text-sm text-zinc-600">
            <FormattedMessage id="organization.app.overview.members" />
          </dt>
          <dd className="text-lg font-semibold text-zinc-900">
            <FormattedNumber value={memberCount.totalCount} />
          </dd>
        </div>
        <div className={item}>
          <dt className="text-sm text-zinc-600">
            <FormattedMessage id="organization.app.overview.teams" />
          </dt>
          <dd className="text-lg font-semibold text-zinc-900">
            <FormattedNumber value={teamCount.totalCount} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
