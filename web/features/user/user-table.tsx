import { useIntl } from "react-intl";
import type { DataTableParts } from "../../components/data-table";
import { SortHeader } from "../../components/sort-header";
import { USER_COLUMNS, USER_SORT } from "./user-sort";

/** The users table's label, sortable headers and skeleton row. */
export function useUserTable(): DataTableParts {
  const intl = useIntl();
  return {
    label: intl.formatMessage({ id: "user.manager.list.title" }),
    columns: USER_COLUMNS,
    header: (
      <>
        <SortHeader spec={USER_SORT} column="name" className="min-w-0">
          {intl.formatMessage({ id: "user.manager.list.name" })}
        </SortHeader>
        <SortHeader spec={USER_SORT} column="email" className="min-w-0">
          {intl.formatMessage({ id: "user.manager.list.email" })}
        </SortHeader>
        <div role="columnheader" className="sr-only sm:not-sr-only">
          {intl.formatMessage({ id: "user.manager.list.roles" })}
        </div>
        <SortHeader spec={USER_SORT} column="created" className="min-w-0">
          {intl.formatMessage({ id: "user.manager.list.created" })}
        </SortHeader>
        <div role="columnheader" className="sr-only sm:not-sr-only sm:text-end">
          {intl.formatMessage({ id: "common.dataList.actions" })}
        </div>
      </>
    ),
    skeletonCells: [["h-4 w-2/3"], ["h-3 w-4/5"], ["h-5 w-12 rounded-full"], ["h-3 w-16"], []],
  };
}
