import { useEffect, useState } from "react";
import { useIntl } from "react-intl";

type SpinnerProps = {
  className?: string;
  /** Stay invisible this long, so fast loads do not flash a spinner (docs/product.md §Screens: 1000 ms). */
  delayMs?: number;
  /** Hidden from assistive technology, for spinners inside a labelled control. */
  decorative?: boolean;
};

export function Spinner({ className = "size-4", delayMs = 0, decorative = false }: SpinnerProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(delayMs === 0);

  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <svg
      role={decorative ? undefined : "status"}
      aria-label={decorative ? undefined : intl.formatMessage({ id: "common.ui.spinner.label" })}
      aria-hidden={decorative || undefined}
      className={`animate-spin ${className}`}
      viewBox="0 0 24 24"
      fill="none"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Centered spinner for a whole page or section that is loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-40 flex-1 items-center justify-center text-zinc-500">
      <Spinner className="size-6" delayMs={1000} />
    </div>
  );
}
