import { useIntl } from "react-intl";

// Shaped like the dashboard in the same grid, so nothing jumps when the data arrives.

const block = "rounded-md bg-zinc-200 motion-safe:animate-pulse";
const card = "flex min-w-0 flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm";

function Lines({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <span key={index} className={`${block} h-4 ${index % 2 ? "w-2/3" : "w-5/6"}`} />
  ));
}

export function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({ id: "common.ui.spinner.label" })}
      className="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-2">
        <span className={`${block} h-8 w-64 max-w-full`} />
        <span className={`${block} h-4 w-80 max-w-full`} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((index) => (
          <div key={index} className={card}>
            <span className={`${block} h-4 w-24`} />
            <span className={`${block} h-9 w-16`} />
          </div>
        ))}
        <span className={`${block} h-8 w-40 sm:col-span-2`} />
        {[0, 1].map((index) => (
          <div key={index} className={card}>
            <span className={`${block} h-4 w-32`} />
            <span className={`${block} h-37 w-full`} />
          </div>
        ))}
        {[0, 1].map((index) => (
          <div key={index} className={card}>
            <span className={`${block} h-5 w-36`} />
            <Lines count={5} />
          </div>
        ))}
      </div>
    </div>
  );
}
