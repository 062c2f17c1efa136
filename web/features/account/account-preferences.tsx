import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Card } from "../../components/ui/card";
import { useLocale } from "../../i18n/locale-provider";
import { isLocale, LOCALES, type Locale } from "../../i18n/locales";
import { setTheme, THEMES, useTheme } from "./theme";

// Each language is named in itself, so anyone can find theirs whatever the page language.
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  ar: "العربية",
  sw: "Kiswahili",
};

const THEME_LABELS = {
  light: "account.shared.preferences.themeLight",
  dark: "account.shared.preferences.themeDark",
  system: "account.shared.preferences.themeSystem",
} as const;

/** Display preferences: theme (light, dark, system) and the interface language. */
export function AccountPreferences() {
  const intl = useIntl();
  const theme = useTheme();
  const { locale, setLocale } = useLocale();
  const [languageFailed, setLanguageFailed] = useState(false);
  const languageId = useId();

  function changeLanguage(value: string) {
    if (!isLocale(value)) return;
    setLanguageFailed(false);
    setLocale(value).catch(() => setLanguageFailed(true));
  }

  return (
    <Card className="flex flex-col gap-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="font-medium text-zinc-900 dark:text-zinc-100">
        <FormattedMessage id="account.shared.preferences.title" />
      </h2>
      <fieldset>
        <legend className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
          <FormattedMessage id="account.shared.preferences.theme" />
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {THEMES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-zinc-300 px-3 py-2 text-sm text-zinc-900 has-checked:border-zinc-900 has-checked:bg-zinc-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-zinc-900 dark:border-zinc-700 dark:text-zinc-100 dark:has-checked:border-zinc-100 dark:has-checked:bg-zinc-800 dark:has-focus-visible:outline-zinc-100"
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={theme === option}
                onChange={() => setTheme(option)}
                className="accent-zinc-900 dark:accent-zinc-100"
              />
              <FormattedMessage id={THEME_LABELS[option]} />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label
          htmlFor={languageId}
          className="text-sm font-medium text-zinc-900 dark:text-zinc-100"
        >
          <FormattedMessage id="account.shared.preferences.language" />
        </label>
        <select
          id={languageId}
          value={locale}
          onChange={(event) => changeLanguage(event.target.value)}
          className="w-full max-w-xs rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:focus-visible:outline-zinc-100"
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
        {languageFailed && (
          <p role="alert" className="text-sm text-red-700">
            {intl.formatMessage({ id: "account.shared.preferences.languageError" })}
          </p>
        )}
      </div>
    </Card>
  );
}
