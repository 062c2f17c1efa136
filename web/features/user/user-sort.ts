import type { UserOrder } from "../../__generated__/pageManagerUsersQuery.graphql";
import { listVariables, type ApiOrder, type SortSpec } from "../../components/sort-params";
import type { RootList } from "../../relay/connections";

/** The users list's orders as `?sort=name|email|created&dir=`; by e-mail by default. */
export const USER_SORT: SortSpec<ApiOrder<UserOrder>, "name" | "email" | "created"> = {
  orders: {
    EMAIL_ASC: ["email", "asc"],
    EMAIL_DESC: ["email", "desc"],
    NAME_ASC: ["name", "asc"],
    NAME_DESC: ["name", "desc"],
    CREATED_AT_ASC: ["created", "asc"],
    CREATED_AT_DESC: ["created", "desc"],
  },
  default: "EMAIL_ASC",
  descendingFirst: ["created"],
};

/** The users list page's connection, which creates and deletes update. */
export const USER_LIST: RootList = {
  field: "users",
  key: "userList_users",
  orders: Object.keys(USER_SORT.orders),
};

/** Columns of the users table: name, e-mail, roles, created, the row's menu. */
export const USER_COLUMNS = "sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_7rem_2rem]";

export const userListVariables = (url: string) => listVariables(url, USER_SORT);
