import { DayPicker, type Formatters, type Labels } from "react-day-picker";
import { ar, enUS, fr } from "react-day-picker/locale";
import "react-day-picker/style.css";
import "./calendar.css";
import { useMemo } from "react";
import { useIntl, type IntlShape } from "react-intl";

// date-fns supplies the week's layout (first day, first week); it has no Swahili, whose week
// starts on Monday (CLDR), like the French one. Every visible text and label comes from Intl
// and our catalogues instead, so all four languages read in their own words.
const CALENDAR_LOCALES = { en: enUS, fr, ar, sw: fr } as const;

export type CalendarProps = {
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  /** The earliest day that can be picked. */
  fromDate?: Date;
  /** The latest day that can be picked. */
  toDate?: Date;
};

const WEEK = Array.from({ length: 7 }, (_, day) => new Date(2026, 10, 1 + day));

/**
 * Weekday headers: the short names where all seven are short ("lun."), else one letter
 * (Arabic and Swahili short names are whole words, which ran into each other).
 */
function weekdayStyle(locale: string): "short" | "narrow" {
  const short = new Intl.DateTimeFormat(locale, { weekday: "short" });
  return WEEK.every((day) => short.format(day).length <= 4) ? "short" : "narrow";
}

function calendarText(intl: IntlShape): {
  formatters: Partial<Formatters>;
  labels: Partial<Labels>;
} {
  const weekday = weekdayStyle(intl.locale);
  const caption = (month: Date) => intl.formatDate(month, { month: "long", year: "numeric" });
  return {
    formatters: {
      formatCaption: caption,
      formatWeekdayName: (day) => intl.formatDate(day, { weekday }),
      formatDay: (day) => intl.formatNumber(day.getDate()),
    },
    labels: {
      labelGrid: caption,
      labelWeekday: (day) => intl.formatDate(day, { weekday: "long" }),
      labelNav: () => intl.formatMessage({ id: "common.ui.datePicker.nav" }),
      labelNext: () => intl.formatMessage({ id: "common.ui.datePicker.next" }),
      labelPrevious: () => intl.formatMessage({ id: "common.ui.datePicker.previous" }),
      labelDayButton: (day, modifiers) =>
        intl.formatMessage(
          { id: "common.ui.datePicker.day" },
          {
            date: intl.formatDate(day, { dateStyle: "full" }),
            today: modifiers.today ? "yes" : "no",
            selected: modifiers.selected ? "yes" : "no",
          },
        ),
    },
  };
}

/** The date picker's month grid, in the page's language; loaded on first open (027). */
export function Calendar({ selected, onSelect, fromDate, toDate }: CalendarProps) {
  const intl = useIntl();
  const locale = CALENDAR_LOCALES[intl.locale as keyof typeof CALENDAR_LOCALES] ?? enUS;
  const { formatters, labels } = useMemo(() => calendarText(intl), [intl]);
  return (
    <DayPicker
      mode="single"
      locale={locale}
      lang={intl.locale}
      dir={intl.locale === "ar" ? "rtl" : undefined}
      formatters={formatters}
      labels={labels}
      selected={selected}
      defaultMonth={selected ?? fromDate ?? toDate}
      disabled={[fromDate && { before: fromDate }, toDate && { after: toDate }].filter(
        (matcher) => matcher !== undefined,
      )}
      startMonth={fromDate}
      endMonth={toDate}
      autoFocus
      onSelect={onSelect}
    />
  );
}
