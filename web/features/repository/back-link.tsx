import type { ReactNode } from "react";
import { PreloadLink } from "../../components/preload-link";

/** The way back to a list, above a detail page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <PreloadLink
      to={to}
      className="w-fit rounded text-sm font-medium text-zinc-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
    >
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ←
      </span>{" "}
      {children}
    </PreloadLink>
  );
}
