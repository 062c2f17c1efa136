import type { ComponentProps } from "react";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
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
