import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { isTheme, setTheme, THEMES, useTheme } from "./theme";

const THEME_LABELS = {
  light: "common.theme.light",
  dark: "common.theme.dark",
  system: "common.theme.system",
} as const;

type ThemeSelectProps = {
  /**
   * A small select for the sign-in screens; otherwise the three choices as radio buttons,
   * for the display preferences.
   */
  compact?: boolean;
};

/** Light, dark or system (which follows the device live). */
export function ThemeSelect({ compact = false }: ThemeSelectProps) {
  return compact ? <CompactThemeSelect /> : <ThemeRadios />;
}

function CompactThemeSelect() {
  const intl = useIntl();
  const theme = useTheme();
  const id = useId();

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-zinc-600">
        <FormattedMessage id="common.theme.label" />
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => {
          if (isTheme(event.target.value)) setTheme(event.target.value);
        }}
        className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
      >
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: THEME_LABELS[option] })}
          </option>
        ))}
      </select>
    </div>
  );
}

function ThemeRadios() {
  const theme = useTheme();
  const name = useId();

  return (
    <fieldset>
      <legend className="text-sm font-medium text-zinc-900">
        <FormattedMessage id="common.theme.label" />
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {THEMES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-zinc-300 px-3 py-2 text-sm text-zinc-900 has-checked:border-zinc-900 has-checked:bg-zinc-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-zinc-900"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
              className="accent-zinc-900"
            />
            <FormattedMessage id={THEME_LABELS[option]} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
