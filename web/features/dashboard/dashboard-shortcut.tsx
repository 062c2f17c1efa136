import type { ReactNode } from "react";
import { PreloadLink } from "../../components/preload-link";

/** A card linking to a section, with a line on what is there (app home, manager home). */
export function DashboardShortcut({
  to,
  title,
  text,
}: {
  to: string;
  title: ReactNode;
  text: ReactNode;
}) {
  return (
    <PreloadLink
      to={to}
      className="flex min-w-0 flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm hover:border-zinc-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
    >
      <span className="font-medium text-zinc-900">{title}</span>
      <span className="text-sm text-zinc-600">{text}</span>
    </PreloadLink>
  );
}
