import { useEffect } from "react";
import type { PublicConfig } from "../config/public-config";
import { useOptionalPublicConfig } from "../config/use-public-config";

/** Used until the public config is known (or when it failed to load). */
export const DEFAULT_PRODUCT_NAME = "Groundwork";

type TitleConfig = Pick<PublicConfig, "productName"> & {
  env: Pick<PublicConfig["env"], "name" | "emoji">;
};

/**
 * "Sign in · Groundwork"; with an environment, prefixed by its emoji ("🧪 Sign in ·
 * Groundwork") or, without one, its bracketed name ("[Staging] Sign in · Groundwork").
 */
export function formatDocumentTitle(
  title: string | undefined,
  config: TitleConfig | undefined,
): string {
  const productName = config?.productName ?? DEFAULT_PRODUCT_NAME;
  const base = title ? `${title} · ${productName}` : productName;
  const { name, emoji } = config?.env ?? {};
  if (emoji) return `${emoji} ${base}`;
  if (name) return `[${name}] ${base}`;
  return base;
}

/** Sets the tab title for the current page; `title` is already translated. */
export function useDocumentTitle(title: string | undefined): void {
  const formatted = formatDocumentTitle(title, useOptionalPublicConfig());
  useEffect(() => {
    document.title = formatted;
  }, [formatted]);
}
