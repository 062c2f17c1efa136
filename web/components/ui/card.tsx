import type { ComponentProps } from "react";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={`rounded-xl border border-border bg-card p-6 shadow-sm ${className ?? ""}`}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<"h1">) {
  return <h1 className={`text-xl font-semibold text-zinc-900 ${className ?? ""}`} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={`mt-1.5 text-sm text-zinc-600 ${className ?? ""}`} {...props} />;
}
