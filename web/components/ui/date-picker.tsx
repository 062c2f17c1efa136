import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "./button";
import { Spinner } from "./spinner";

// react-day-picker and date-fns are most of this widget's weight: loaded on first open.
const Calendar = lazy(() => import("./calendar").then((m) => ({ default: m.Calendar })));

type DatePickerProps = {
  label: string;
  value: Date | undefined;
  onChange: (value: Date | undefined) => void;
  /** The earliest day that can be picked. */
  fromDate?: Date;
  /** The latest day that can be picked. */
  toDate?: Date;
};

/** A 'Pick a date' button opening a calendar inline (docs/product.md §Screens), even in a dialog. */
export function DatePicker({ label, value, onChange, fromDate, toDate }: DatePickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
    // On window, in the capture phase: before the dialog or drawer around the calendar
    // (vaul listens on document) takes the Escape for itself.
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [open]);

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-zinc-900">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={buttonRef}
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {value ? (
            intl.formatDate(value, { dateStyle: "long" })
          ) : (
            <FormattedMessage id="common.ui.datePicker.pick" />
          )}
        </Button>
        {value && (
          <Button variant="ghost" onClick={() => onChange(undefined)}>
            <FormattedMessage id="common.ui.datePicker.clear" />
          </Button>
        )}
      </div>
      {open && (
        <div id={panelId} className="w-fit rounded-md border border-zinc-200 bg-white p-2">
          <Suspense fallback={<Spinner delayMs={1000} />}>
            <Calendar
              selected={value}
              fromDate={fromDate}
              toDate={toDate}
              onSelect={(day) => {
                onChange(day);
                setOpen(false);
                buttonRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
