import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../i18n/locale-provider";
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from "#shared/i18n/locales";

type LanguageSelectProps = {
  /**
   * A small inline control for the sign-in screens; otherwise a field for the display
   * preferences.
   */
  compact?: boolean;
};

/**
 * The interface language. The page stays in the current language while the new one loads
 * (the select already shows the choice, marked busy); if it cannot be loaded, the select
 * goes back and an alert says so.
 */
export function LanguageSelect({ compact = false }: LanguageSelectProps) {
  const { locale, setLocale } = useLocale();
  const [pending, setPending] = useState<Locale | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  function change(value: string) {
    if (!isLocale(value) || value === locale) return;
    setFailed(false);
    setPending(value);
    setLocale(value)
      .catch(() => setFailed(true))
      .finally(() => setPending((current) => (current === value ? null : current)));
  }

  return (
    <div className={compact ? "flex flex-wrap items-center gap-2" : "flex flex-col gap-1.5"}>
      <label
        htmlFor={id}
        className={compact ? "text-sm text-zinc-600" : "text-sm font-medium text-zinc-900"}
      >
        <FormattedMessage id="common.language.label" />
      </label>
      <select
        id={id}
        value={pending ?? locale}
        onChange={(event) => change(event.target.value)}
        aria-busy={pending ? true : undefined}
        aria-describedby={failed ? errorId : undefined}
        className={
          compact
            ? "rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
            : "w-full max-w-xs rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
        }
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
      {failed && (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-700">
          <FormattedMessage id="common.language.error" />
        </p>
      )}
    </div>
  );
}
