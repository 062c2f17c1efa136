import { useIntl } from "react-intl";
import { Toaster as Sonner } from "sonner";
import { useLocale } from "../i18n/locale-provider";
import { textDirection } from "#shared/i18n/locales";

/**
 * Mounted once in the root layout. docs/product.md §Constants values; sonner's defaults already match the
 * width (356 px), swipe threshold (45 px) and pause on hover/focus/hidden tab; the rest is
 * repeated here so a library upgrade cannot move them.
 */
export function Toaster() {
  const intl = useIntl();
  const dir = textDirection(useLocale().locale);
  return (
    <Sonner
      // Top-right, mirrored to top-left when the page reads right to left.
      position={dir === "rtl" ? "top-left" : "top-right"}
      duration={4000}
      visibleToasts={3}
      gap={14}
      hotkey={["altKey", "KeyT"]}
      dir={dir}
      closeButton
      containerAriaLabel={intl.formatMessage({ id: "common.toaster.label" })}
      toastOptions={{
        style: { width: 356 },
        closeButtonAriaLabel: intl.formatMessage({ id: "common.toaster.close" }),
      }}
    />
  );
}
