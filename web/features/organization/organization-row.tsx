import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { organizationRow_organization$key } from "../../__generated__/organizationRow_organization.graphql";
import { organizationPath } from "./organization-paths";
import { RoleBadge } from "./organization-role";

const fragment = graphql`
  fragment organizationRow_organization on Organization {
    name
    slug
    viewerRole
  }
`;

/** One organization: its name (to its page), its slug and the viewer's role in it. */
export function OrganizationRow(props: { organization: organizationRow_organization$key }) {
  const { name, slug, viewerRole } = useFragment(fragment, props.organization);
  return (
    <li className="relative flex flex-wrap items-center justify-between gap-3 px-4 py-3 hover:bg-zinc-50">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Link
          to={organizationPath(slug)}
          dir="auto"
          className="truncate font-medium text-zinc-900 underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
        >
          {name}
        </Link>
        <bdi dir="ltr" className="truncate font-mono text-sm text-zinc-600 rtl:text-end">
          {slug}
        </bdi>
      </div>
      <RoleBadge role={viewerRole} />
    </li>
  );
}
