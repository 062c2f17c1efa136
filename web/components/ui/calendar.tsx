import { DayPicker } from "react-day-picker";
import { ar, enUS, fr } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useIntl } from "react-intl";

// date-fns has no Swahili locale: its calendar falls back to English names.
const CALENDAR_LOCALES = { en: enUS, fr, ar, sw: enUS } as const;

export type CalendarProps = {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  /** The earliest day that can be picked. */
  fromDate?: Date;
};

/**
 * The month grid of the date picker (react-day-picker with date-fns locales). Its own
 * module so the picker loads it on first open rather than with the page
 * (docs/decisions/027).
 */
export function Calendar({ selected, onSelect, fromDate }: CalendarProps) {
  const intl = useIntl();
  const locale = CALENDAR_LOCALES[intl.locale as keyof typeof CALENDAR_LOCALES] ?? enUS;
  return (
    <DayPicker
      mode="single"
      locale={locale}
      dir={locale === ar ? "rtl" : undefined}
      selected={selected}
      defaultMonth={selected ?? fromDate}
      disabled={fromDate ? { before: fromDate } : undefined}
      startMonth={fromDate}
      autoFocus
      onSelect={onSelect}
    />
  );
}
