import { useId, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";

/**
 * The outlined section that closes a detail page and holds its destructive actions, one item
 * each (docs/decisions/097). Named by its heading, so it is a landmark region.
 */
export function DangerZone({ note, children }: { note?: ReactNode; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-red-300 bg-white">
      <h2 id={headingId} className="px-4 pt-4 pb-1 font-medium text-red-800">
        <FormattedMessage id="common.ui.dangerZone.title" />
      </h2>
      {/* Why there is nothing to do here, when the actions do not apply. */}
      {note && <div className="px-4 pb-4 text-sm text-zinc-600">{note}</div>}
      {children && <ul className="divide-y divide-zinc-200">{children}</ul>}
    </section>
  );
}

type DangerZoneItemProps = {
  title: ReactNode;
  /** One line: what the action does and whether it can be undone. */
  description: ReactNode;
  /** An outlined destructive button that opens its confirmation. */
  action: ReactNode;
};

/** One destructive action: what it is, what it does, and its button. */
export function DangerZoneItem({ title, description, action }: DangerZoneItemProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0 flex-1 basis-64">
        <p className="text-sm font-medium text-zinc-900">{title}</p>
        <p className="text-sm text-zinc-600">{description}</p>
      </div>
      {action}
    </li>
  );
}
