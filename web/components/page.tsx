import type { ReactNode } from "react";

type PageProps = {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title on what the page is for. */
  description?: ReactNode;
  /** The page's main action, at the end of the title's line (a "New" button). */
  actions?: ReactNode;
  /** Above the title: the way back to where the page belongs (a BackLink). */
  back?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The frame of every page in the shells: its heading, then its content. */
export function Page({ title, description, actions, back, className = "", children }: PageProps) {
  return (
    <section className={`flex flex-col gap-6 ${className}`}>
      {back}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words text-zinc-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-zinc-600">{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
