import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import type { Theme } from "./theme";

export const THEME_LABELS = {
  light: "common.theme.light",
  dark: "common.theme.dark",
  system: "common.theme.system",
} as const;

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The sun, the moon or a screen: decorative, beside the theme's name. */
export function ThemeIcon({ theme }: { theme: Theme }) {
  const Icon = ICONS[theme];
  return <Icon aria-hidden="true" className="size-4 shrink-0" />;
}
