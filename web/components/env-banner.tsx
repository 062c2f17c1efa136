import { useMemo } from "react";
import { useIntl } from "react-intl";
import { useOptionalPublicConfig } from "../config/use-public-config";
import { parseNormalizedColor, readableTextOn } from "./ui/readable-text-color";

/** The canvas turns any CSS colour (names, hsl(), oklch()…) into "#rrggbb" or rgba(). */
function textColorOn(background: string): string {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return readableTextOn([221, 160, 221]);
  context.fillStyle = background;
  return readableTextOn(parseNormalizedColor(String(context.fillStyle)) ?? [221, 160, 221]);
}

/** A thin coloured strip naming the environment (staging, preview…) when one is configured. */
export function EnvBanner() {
  const intl = useIntl();
  const env = useOptionalPublicConfig()?.env;
  // Fixed colours, not the theme's: the background is the configured one in both themes.
  const background = env?.color;
  const color = useMemo(() => (background ? textColorOn(background) : undefined), [background]);
  if (!env?.name) return null;

  return (
    <div
      role="note"
      aria-label={intl.formatMessage({ id: "common.envBanner.label" }, { name: env.name })}
      className="px-4 py-0.5 text-center text-xs font-medium"
      style={{ backgroundColor: env.color, color }}
    >
      {env.emoji && <span aria-hidden="true">{env.emoji} </span>}
      {env.name}
    </div>
  );
}
