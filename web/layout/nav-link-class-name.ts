/** Classes of a header navigation link, highlighted on its own section. */
export const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  [
    "flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    isActive ? "bg-zinc-100 text-zinc-900" : "text-zinc-600 hover:text-zinc-900",
  ].join(" ");

/** Classes of a sidebar entry: full width, highlighted on its own section. */
export const sidebarLinkClassName = ({ isActive }: { isActive: boolean }) =>
  [
    "flex items-center gap-2 rounded-md border-s-2 px-3 py-2 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    // A tinted surface with an indicator on the start edge: a filled pill in light, never a
    // white one in dark (docs/decisions/098).
    isActive
      ? "border-sidebar-indicator bg-sidebar-active text-sidebar-active-foreground"
      : "border-transparent text-zinc-700 hover:bg-accent hover:text-accent-foreground",
  ].join(" ");

/** Classes of a mobile bottom-bar entry. */
export const bottomNavLinkClassName = ({ isActive }: { isActive: boolean }) =>
  [
    "flex flex-1 flex-col items-center justify-center gap-1 py-2 text-xs font-medium",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
    isActive ? "text-zinc-900 underline underline-offset-4" : "text-zinc-600 hover:text-zinc-900",
  ].join(" ");
