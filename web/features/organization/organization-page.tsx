import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { NavLink } from "react-router";
import type {
  OrganizationAbility,
  organizationPage_organization$key,
} from "../../__generated__/organizationPage_organization.graphql";
import { BackLink } from "../../components/back-link";
import { useDocumentTitle } from "../../components/document-title";
import { Page } from "../../components/page";
import type { MessageId } from "../../i18n/messages";
import {
  ORGANIZATIONS_PATH,
  organizationPath,
  type OrganizationSection,
} from "./organization-paths";

const fragment = graphql`
  fragment organizationPage_organization on Organization {
    name
    slug
    viewerAbilities
  }
`;

// Each section and the abilities of which any one opens it (none: every member).
const SECTIONS: {
  section: OrganizationSection;
  label: MessageId;
  ability?: OrganizationAbility[];
}[] = [
  { section: "overview", label: "organization.app.tabs.overview" },
  { section: "invitations", label: "organization.app.tabs.invitations", ability: ["INVITE"] },
  { section: "settings", label: "organization.app.tabs.settings", ability: ["UPDATE", "DELETE"] },
];

const tabClassName = ({ isActive }: { isActive: boolean }) =>
  [
    "-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    isActive
      ? "border-zinc-900 text-zinc-900"
      : "border-transparent text-zinc-600 hover:text-zinc-900",
  ].join(" ");

type OrganizationPageProps = {
  organization: organizationPage_organization$key;
  /** The section's name, in the tab title after the organization's. */
  section: MessageId;
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of an organization's pages: back to the list, its name, and a link to each section
 * the viewer's role may open (docs/decisions/113); the server refuses the others anyway.
 */
export function OrganizationPage({
  organization,
  section,
  actions,
  children,
}: OrganizationPageProps) {
  const intl = useIntl();
  const { name, slug, viewerAbilities } = useFragment(fragment, organization);
  useDocumentTitle(`${intl.formatMessage({ id: section })} · ${name}`);
  const visible = SECTIONS.filter(
    ({ ability }) => !ability || ability.some((needed) => viewerAbilities.includes(needed)),
  );

  return (
    <Page
      className="max-w-4xl"
      back={<BackLink to={ORGANIZATIONS_PATH} label="organization.app.detail.back" />}
      title={<bdi>{name}</bdi>}
      actions={actions}
    >
      {visible.length > 1 && (
        <nav
          aria-label={intl.formatMessage({ id: "organization.app.tabs.label" })}
          className="flex gap-1 overflow-x-auto border-b border-zinc-200"
        >
          {visible.map((item) => (
            <NavLink
              key={item.section}
              to={organizationPath(slug, item.section)}
              end
              className={tabClassName}
            >
              <FormattedMessage id={item.label} />
            </NavLink>
          ))}
        </nav>
      )}
      {children}
    </Page>
  );
}
