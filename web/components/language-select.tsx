import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../i18n/locale-provider";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "#shared/i18n/locales";
import { ErrorText } from "./ui/error-text";
import { Select } from "./ui/select";

const OPTIONS = LOCALES.map((locale) => ({
  value: locale,
  label: LANGUAGE_NAMES[locale],
  lang: locale,
}));

type LanguageSelectProps = {
  /** A small inline control (sign-in screens); otherwise a field (display preferences). */
  compact?: boolean;
};

/** The interface language: busy while the new one loads; if it cannot, it goes back and says so. */
export function LanguageSelect({ compact = false }: LanguageSelectProps) {
  const { locale, setLocale } = useLocale();
  const [pending, setPending] = useState<Locale | null>(null);
  const [failed, setFailed] = useState(false);
  const errorId = `${useId()}-error`;

  function change(value: Locale) {
    if (value === locale) return;
    setFailed(false);
    setPending(value);
    setLocale(value)
      .catch(() => setFailed(true))
      .finally(() => setPending((current) => (current === value ? null : current)));
  }

  return (
    <div className={compact ? "flex flex-wrap items-center gap-2" : "flex flex-col gap-1.5"}>
      <Select
        label={<FormattedMessage id="common.language.label" />}
        value={pending ?? locale}
        options={OPTIONS}
        onChange={change}
        compact={compact}
        busy={pending !== null}
        describedBy={failed ? errorId : undefined}
      />
      <ErrorText id={errorId} className="basis-full">
        {failed && <FormattedMessage id="common.language.error" />}
      </ErrorText>
    </div>
  );
}
