export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "danger-outline";
export type ButtonSize = "sm" | "md";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring " +
  "disabled:pointer-events-none disabled:opacity-60";

// Colours are role tokens (web/theme-tokens.css), so each theme has its own (docs/decisions/098).
const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
  secondary: "border border-zinc-300 bg-card text-foreground hover:bg-accent",
  ghost: "text-zinc-700 hover:bg-accent hover:text-accent-foreground",
  // Solid: the confirm button of a dialog that asks before something cannot be taken back.
  danger: "bg-destructive-strong text-destructive-foreground hover:bg-destructive-strong-hover",
  // Outlined: a destructive action on a page (a danger zone, a menu), which then confirms.
  "danger-outline":
    "border border-destructive bg-transparent text-destructive hover:bg-destructive-subtle",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
};

/** Classes for anything that should look like a button, links included. */
export function buttonClassName({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}
