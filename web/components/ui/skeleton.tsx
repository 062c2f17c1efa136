/** A grey placeholder the shape of content still loading; hidden from assistive technology. */
export function Skeleton({ className = "h-4 w-full" }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`block animate-pulse rounded bg-zinc-200 ${className}`} />
  );
}
