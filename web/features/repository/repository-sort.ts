import type { RepositoryOrder } from "../../__generated__/pageRepositoriesQuery.graphql";
import type { ApiOrder, SortSpec } from "../../components/sort-params";
import type { RootList } from "../../relay/connections";

/** The repository lists' orders as `?sort=name|created&dir=`; by name by default. */
export const REPOSITORY_SORT: SortSpec<ApiOrder<RepositoryOrder>, "name" | "created"> = {
  orders: {
    NAME_ASC: ["name", "asc"],
    NAME_DESC: ["name", "desc"],
    CREATED_AT_ASC: ["created", "asc"],
    CREATED_AT_DESC: ["created", "desc"],
  },
  default: "NAME_ASC",
  descendingFirst: ["created"],
};

/** The repository list pages' connection, which creates and deletes update. */
export const REPOSITORY_LIST: RootList = {
  field: "repositories",
  key: "repositoryList_repositories",
  orders: Object.keys(REPOSITORY_SORT.orders),
};

/** Columns of the repository table: name, link, created and, in the manager, the row's menu. */
export const REPOSITORY_COLUMNS = {
  app: "sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_8rem]",
  manager: "sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_8rem_2rem]",
} as const;
