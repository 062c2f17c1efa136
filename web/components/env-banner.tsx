import { useIntl } from "react-intl";
import { useOptionalPublicConfig } from "../config/use-public-config";

/** A thin coloured strip naming the environment (staging, preview…) when one is configured. */
export function EnvBanner() {
  const intl = useIntl();
  const env = useOptionalPublicConfig()?.env;
  if (!env?.name) return null;

  return (
    <div
      role="note"
      aria-label={intl.formatMessage({ id: "common.envBanner.label" }, { name: env.name })}
      className="px-4 py-0.5 text-center text-xs font-medium text-zinc-950"
      style={{ backgroundColor: env.color }}
    >
      {env.emoji && <span aria-hidden="true">{env.emoji} </span>}
      {env.name}
    </div>
  );
}
