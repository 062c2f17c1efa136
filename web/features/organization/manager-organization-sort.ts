import type { OrganizationOrder } from "../../__generated__/pageManagerOrganizationsQuery.graphql";
import { listVariables, type ApiOrder, type SortSpec } from "../../components/sort-params";
import type { RootList } from "../../relay/connections";

/** The manager's organizations list as `?sort=name|slug|created&dir=`; by name by default. */
export const MANAGER_ORGANIZATION_SORT: SortSpec<
  ApiOrder<OrganizationOrder>,
  "name" | "slug" | "created"
> = {
  orders: {
    NAME_ASC: ["name", "asc"],
    NAME_DESC: ["name", "desc"],
    SLUG_ASC: ["slug", "asc"],
    SLUG_DESC: ["slug", "desc"],
    CREATED_AT_ASC: ["created", "asc"],
    CREATED_AT_DESC: ["created", "desc"],
  },
  default: "NAME_ASC",
  descendingFirst: ["created"],
};

/** Columns of the organizations table: name, slug, created. */
export const MANAGER_ORGANIZATION_COLUMNS = "sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_7rem]";

export const managerOrganizationListVariables = (url: string) =>
  listVariables(url, MANAGER_ORGANIZATION_SORT);

/** The manager's organizations connection, which a delete updates. */
export const MANAGER_ORGANIZATION_LIST: RootList = {
  field: "organizations",
  key: "managerOrganizationList_organizations",
  orders: Object.keys(MANAGER_ORGANIZATION_SORT.orders),
};
