import { useIntl } from "react-intl";
import type { DataTableParts } from "../../components/data-table";
import { SortHeader } from "../../components/sort-header";
import { REPOSITORY_COLUMNS, REPOSITORY_SORT } from "./repository-sort";

const cell = "min-w-0";

/** The repository table's label, sortable headers and skeleton row. */
export function useRepositoryTable(label: string): DataTableParts {
  const intl = useIntl();
  return {
    label,
    columns: REPOSITORY_COLUMNS,
    header: (
      <>
        <SortHeader spec={REPOSITORY_SORT} column="name" className={cell}>
          {intl.formatMessage({ id: "repository.shared.list.name" })}
        </SortHeader>
        <div role="columnheader" className={`${cell} sr-only sm:not-sr-only`}>
          {intl.formatMessage({ id: "repository.shared.list.link" })}
        </div>
        <SortHeader spec={REPOSITORY_SORT} column="created" className={cell}>
          {intl.formatMessage({ id: "repository.shared.list.created" })}
        </SortHeader>
        <div role="columnheader" className="sr-only sm:not-sr-only sm:text-end">
          {intl.formatMessage({ id: "common.dataList.actions" })}
        </div>
      </>
    ),
    skeletonCells: [["h-4 w-2/3", "h-3 w-5/6"], ["h-3 w-3/4"], ["h-3 w-20"], []],
  };
}
