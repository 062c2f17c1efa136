import { useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { organizationSwitcherQuery } from "../../__generated__/organizationSwitcherQuery.graphql";
import { toast } from "../../components/toast";
import { MenuGroup, MenuRadioItem } from "../../components/ui/menu-items";
import { useSetActiveOrganizationMutation } from "./use-set-active-organization-mutation";

// The menu shows the first organizations by name; "All organizations" beside it opens the rest.
const SHOWN = 10;

const query = graphql`
  query organizationSwitcherQuery($count: Int!) {
    viewer {
      activeOrganization {
        id
      }
      organizations(first: $count) {
        edges {
          node {
            id
            name
          }
        }
      }
    }
  }
`;

/**
 * The user menu's organizations, the active one checked; choosing one makes it the session's
 * active organization. Read when the menu opens (it renders only then), and again each time.
 */
export function OrganizationSwitcher() {
  const intl = useIntl();
  const data = useLazyLoadQuery<organizationSwitcherQuery>(
    query,
    { count: SHOWN },
    { fetchPolicy: "store-and-network" },
  );
  const [setActive] = useSetActiveOrganizationMutation();
  const edges = data.viewer?.organizations.edges ?? [];
  const activeId = data.viewer?.activeOrganization?.id;
  if (edges.length === 0) return null;

  async function choose(id: string, name: string) {
    const result = await setActive(id);
    if (result.ok)
      toast.success(intl.formatMessage({ id: "organization.app.switcher.switched" }, { name }));
    else if (result.error.code !== "DEMO_MODE") {
      toast.error(
        result.error.message ?? intl.formatMessage({ id: "organization.shared.form.error" }),
      );
    }
  }

  return (
    <MenuGroup label={intl.formatMessage({ id: "organization.app.switcher.label" })}>
      {edges.map(({ node }) => (
        <MenuRadioItem
          key={node.id}
          checked={node.id === activeId}
          onSelect={() => void choose(node.id, node.name)}
        >
          <bdi className="truncate">{node.name}</bdi>
        </MenuRadioItem>
      ))}
    </MenuGroup>
  );
}
