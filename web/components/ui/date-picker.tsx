import { useEffect, useId, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { ar, enUS, fr } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "./button";

// date-fns has no Swahili locale: its calendar falls back to English names.
const CALENDAR_LOCALES = { en: enUS, fr, ar, sw: enUS } as const;

type DatePickerProps = {
  label: string;
  value: Date | undefined;
  onChange: (value: Date | undefined) => void;
  /** The earliest day that can be picked. */
  fromDate?: Date;
};

/**
 * A 'Pick a date' button opening a calendar under it (spec §2). An inline disclosure rather
 * than a popup dialog, so it also works inside a dialog or a drawer.
 */
export function DatePicker({ label, value, onChange, fromDate }: DatePickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const locale = CALENDAR_LOCALES[intl.locale as keyof typeof CALENDAR_LOCALES] ?? enUS;

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
          <DayPicker
            mode="single"
            locale={locale}
            dir={locale === ar ? "rtl" : undefined}
            selected={value}
            defaultMonth={value ?? fromDate}
            disabled={fromDate ? { before: fromDate } : undefined}
            startMonth={fromDate}
            autoFocus
            onSelect={(day) => {
              onChange(day);
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
