import { useEffect } from "react";
import { useIntl } from "react-intl";
import { takeReloadNote } from "./chunk-reload";
import { toast } from "./toast";

/** After the page reloaded itself for a new version (chunk-reload.ts), says so, once. */
export function ReloadNote() {
  const intl = useIntl();
  useEffect(() => {
    if (takeReloadNote()) toast.info(intl.formatMessage({ id: "common.update.reloaded" }));
  }, [intl]);
  return null;
}
