import type { ReactNode } from "react";

type EmptyStateProps = {
  /** A line icon for what the list holds; decoration only. */
  icon?: ReactNode;
  /** What is empty, or that nothing matched. */
  title: ReactNode;
  /** What this list is for, or how to find something else. */
  description?: ReactNode;
  /** What fills it: the list's create button, or "Clear search". */
  action?: ReactNode;
};

/**
 * What a list shows when it has no rows (docs/decisions/096): what it is, and the action that
 * fills it. The words are a status, so a search that empties the list is announced.
 */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-md border border-dashed border-zinc-300 px-6 py-10 text-center">
      {icon && (
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 [&>svg]:size-5"
        >
          {icon}
        </span>
      )}
      <div role="status" className="flex max-w-md flex-col gap-1">
        <p className="font-medium break-words text-zinc-900">{title}</p>
        {description && <p className="text-sm text-zinc-600">{description}</p>}
      </div>
      {action}
    </div>
  );
}
