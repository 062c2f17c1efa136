import { useIntl } from "react-intl";
import { Toaster as Sonner } from "sonner";
import { useLocale } from "../i18n/locale-provider";
import { textDirection } from "#shared/i18n/locales";

/** docs/product.md §Constants, repeated here so a sonner upgrade cannot move them. */
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
