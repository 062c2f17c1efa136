import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Skeleton } from "./ui/skeleton";

export type DataTableParts = {
  /** The table's accessible name. */
  label: string;
  /** The column headers (`role="columnheader"`), laid out as the rows are. */
  header: ReactNode;
  /** A loading row: per cell, the classes of its stacked placeholder bars (none: empty). */
  skeletonCells: string[][];
  /** Grid classes shared by the header and every row, so their columns line up. */
  columns: string;
};

/** Row and header classes: stacked on phones, a grid of `columns` from the small breakpoint. */
export const dataRowClassName = (columns: string) =>
  `flex flex-col gap-1 px-4 py-3 sm:grid sm:items-center sm:gap-4 ${columns}`;

/**
 * A row that is one target on phones (docs/decisions/096): its name link carries
 * `stretchedLinkClassName`, whose box then covers the row. Anything else in the row that acts
 * (a link, the row's menu) is positioned, so it paints above that box and takes its own taps.
 */
export const tappableRowClassName = (columns: string) => `relative ${dataRowClassName(columns)}`;

/** The row's name link: below the small breakpoint its ::after covers the whole row. */
export const stretchedLinkClassName = "max-sm:after:absolute max-sm:after:inset-0";

/** The cell of a row's "…" menu: the top end corner on phones, the last column from sm. */
export const rowMenuCellClassName = "absolute end-2 top-2 sm:static sm:flex sm:justify-end";

/** ARIA table roles on a grid: rows stack on phones, where a `<table>` would scroll. */
export function DataTable({
  label,
  header,
  skeletonCells,
  columns,
  loadingRows = 0,
  children,
}: DataTableParts & { loadingRows?: number; children?: ReactNode }) {
  const intl = useIntl();
  // The status sits beside the table: a table may only hold rows (axe aria-required-children).
  return (
    <>
      <div
        role="table"
        aria-label={label}
        aria-busy={loadingRows > 0 || undefined}
        className="rounded-md border border-zinc-200 bg-white"
      >
        <div role="rowgroup" className="border-b border-zinc-200 bg-zinc-50 text-sm text-zinc-600">
          <div
            role="row"
            className={`flex flex-wrap gap-x-4 gap-y-1 px-4 py-2 font-medium sm:grid sm:items-center ${columns}`}
          >
            {header}
          </div>
        </div>
        <div role="rowgroup" className="divide-y divide-zinc-200">
          {children}
          {Array.from({ length: loadingRows }, (_, index) => (
            <div key={index} role="row" className={dataRowClassName(columns)}>
              {skeletonCells.map((bars, cell) => (
                <div
                  key={cell}
                  role="cell"
                  className={bars.length > 1 ? "flex flex-col gap-2" : undefined}
                >
                  {bars.map((bar, index) => (
                    <Skeleton key={index} className={bar} />
                  ))}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {loadingRows > 0 && (
        <span role="status" className="sr-only">
          {intl.formatMessage({ id: "common.ui.spinner.label" })}
        </span>
      )}
    </>
  );
}
