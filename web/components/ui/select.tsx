import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, type ReactNode } from "react";

export type SelectOption<T extends string> = {
  value: T;
  label: string;
  /** The option's own language, when its label is written in it (language names). */
  lang?: string;
  /** Shown beside the control for the chosen option (a native option shows text only). */
  icon?: ReactNode;
};

type SelectProps<T extends string> = {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** A small inline control (sign-in screens); otherwise a form field. */
  compact?: boolean;
  busy?: boolean;
  describedBy?: string | undefined;
};

/**
 * A single choice as the browser's own <select> (docs/decisions/085): its keyboard, typeahead,
 * screen reader and phone pickers come with it, styled like the other fields.
 */
export function Select<T extends string>(props: SelectProps<T>) {
  const { label, value, options, onChange, compact = false, busy, describedBy } = props;
  const id = useId();
  const current = options.find((option) => option.value === value);
  return (
    <div className={compact ? "flex items-center gap-2" : "flex flex-col gap-1.5"}>
      <label
        htmlFor={id}
        className={compact ? "text-sm text-zinc-600" : "text-sm font-medium text-zinc-900"}
      >
        {label}
      </label>
      <div className="relative flex items-center">
        {current?.icon && (
          <span className="pointer-events-none absolute start-2 text-zinc-700">{current.icon}</span>
        )}
        <select
          id={id}
          value={value}
          lang={current?.lang}
          aria-busy={busy || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value as T)}
          className={`appearance-none rounded-md border border-zinc-300 bg-white pe-8 text-sm text-zinc-900 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 ${compact ? "h-8" : "h-10 w-full max-w-xs"} ${current?.icon ? "ps-8" : compact ? "ps-2" : "ps-3"}`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-2 size-4 text-zinc-500"
        />
      </div>
    </div>
  );
}
