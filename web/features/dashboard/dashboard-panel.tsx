import { useId, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";

type DashboardPanelProps = {
  title: ReactNode;
  /** "See all" goes here. */
  allTo: string;
  isEmpty: boolean;
  children: ReactNode;
};

/** A titled short list with a link to the full list. */
export function DashboardPanel({ title, allTo, isEmpty, children }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      // min-w-0: a grid item would otherwise grow to its longest line (a long e-mail).
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="font-medium text-zinc-900">
          {title}
        </h2>
        <Link
          to={allTo}
          className="rounded text-sm font-medium text-zinc-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-zinc-900"
        >
          <FormattedMessage id="dashboard.shared.panel.seeAll" />
        </Link>
      </div>
      {isEmpty ? (
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="dashboard.shared.panel.empty" />
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100">{children}</ul>
      )}
    </section>
  );
}

/** One entry: a link with a secondary line. */
export function DashboardPanelItem({
  to,
  label,
  detail,
}: {
  to: string;
  label: ReactNode;
  detail: ReactNode;
}) {
  return (
    <li className="flex flex-col py-2">
      <Link
        to={to}
        dir="auto"
        className="w-fit max-w-full rounded text-sm font-medium break-words text-zinc-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
      >
        {label}
      </Link>
      <span className="truncate text-sm text-zinc-600">{detail}</span>
    </li>
  );
}

/** A card linking to a section: a count, or a shortcut with a line on what is there. */
export function DashboardCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-w-0 flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm hover:border-zinc-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
    >
      {children}
    </Link>
  );
}
