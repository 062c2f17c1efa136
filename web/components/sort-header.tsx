import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { sortedParams, sortFromParams, type SortSpec } from "./sort-params";

type SortHeaderProps<Order extends string, Column extends string> = {
  spec: SortSpec<Order, Column>;
  column: Column;
  children: ReactNode;
  className?: string;
};

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** A column header linking to `?sort=&dir=`, so the order survives a reload and Back. */
export function SortHeader<Order extends string, Column extends string>({
  spec,
  column,
  children,
  className = "",
}: SortHeaderProps<Order, Column>) {
  const [params] = useSearchParams();
  const current = sortFromParams(params, spec);
  const active = current.column === column;
  const Icon = active ? (current.direction === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
  const search = sortedParams(params, spec, column).toString();

  return (
    <div
      role="columnheader"
      aria-sort={active ? ARIA_SORT[current.direction] : "none"}
      className={className}
    >
      <Link
        to={{ search: search ? `?${search}` : "" }}
        preventScrollReset
        className={`inline-flex items-center gap-1 rounded hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-zinc-900 ${active ? "text-zinc-900" : ""}`}
      >
        {children}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? "" : "opacity-50"}`} />
      </Link>
    </div>
  );
}
