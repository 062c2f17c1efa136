import { FormattedMessage } from "react-intl";
import { LanguageSelect } from "../../components/language-select";
import { ThemeSelect } from "../../components/theme-select";
import { Card } from "../../components/ui/card";

/** Display preferences: theme (light, dark, system) and the interface language. */
export function AccountPreferences() {
  return (
    <Card className="flex flex-col gap-5">
      <h2 className="font-medium text-zinc-900">
        <FormattedMessage id="account.shared.preferences.title" />
      </h2>
      <ThemeSelect />
      <LanguageSelect />
    </Card>
  );
}
