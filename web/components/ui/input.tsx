import type { ComponentProps } from "react";

// Addresses and secrets read left to right in every language, an Arabic page's e-mail field
// too; other text follows what is typed, and an empty field its page (HTML's dir="auto").
const LTR_TYPES: ReadonlySet<string> = new Set(["email", "url", "tel", "password"]);

/** The input's direction: left to right for addresses and codes, else its own content's. */
function inputDir({ type, inputMode }: Pick<ComponentProps<"input">, "type" | "inputMode">) {
  return LTR_TYPES.has(type ?? "text") || inputMode === "url" || inputMode === "email"
    ? "ltr"
    : "auto";
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      dir={inputDir(props)}
      className={[
        "h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900",
        "placeholder:text-zinc-400 focus-visible:border-zinc-900 focus-visible:outline-none",
        "focus-visible:ring-2 focus-visible:ring-zinc-900/20 disabled:opacity-60",
        "aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/20",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      {...props}
    />
  );
}
