import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { setTheme, THEMES, useTheme } from "./theme";
import { ThemeIcon, THEME_LABELS } from "./theme-icon";
import { Select } from "./ui/select";

type ThemeSelectProps = {
  /** A small select (sign-in screens); otherwise radio buttons (display preferences). */
  compact?: boolean;
};

/** Light, dark or system (which follows the device live). */
export function ThemeSelect({ compact = false }: ThemeSelectProps) {
  return compact ? <CompactThemeSelect /> : <ThemeRadios />;
}

function CompactThemeSelect() {
  const intl = useIntl();
  const options = THEMES.map((theme) => ({
    value: theme,
    label: intl.formatMessage({ id: THEME_LABELS[theme] }),
    icon: <ThemeIcon theme={theme} />,
  }));
  return (
    <Select
      label={<FormattedMessage id="common.theme.label" />}
      value={useTheme()}
      options={options}
      onChange={setTheme}
      compact
    />
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
            <ThemeIcon theme={option} />
            <FormattedMessage id={THEME_LABELS[option]} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
