import { FormattedMessage, useIntl } from "react-intl";
import { useOptionalPublicConfig } from "../config/use-public-config";
import { demoModeNotice } from "./demo-mode-store";
import { useStore } from "./store";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";

/** Whether the server runs as a read-only demo, and a way to explain it to the user. */
export function useDemoMode(): { demoMode: boolean; openNotice: () => void } {
  const config = useOptionalPublicConfig();
  return { demoMode: config?.demoMode ?? false, openNotice: () => demoModeNotice.set(true) };
}

/** Mounted once in the root layout; open until the user closes it. */
export function DemoModeNotice() {
  const close = () => demoModeNotice.set(false);
  return (
    <Dialog
      open={useStore(demoModeNotice)}
      onClose={close}
      title={<FormattedMessage id="common.demoMode.title" />}
      description={<FormattedMessage id="common.demoMode.description" />}
    >
      <div className="flex justify-end">
        <Button autoFocus onClick={close}>
          <FormattedMessage id="common.demoMode.close" />
        </Button>
      </div>
    </Dialog>
  );
}

/** A header badge in demo mode: says so, and opens the notice from anywhere. */
export function DemoModeBadge() {
  const intl = useIntl();
  const { demoMode, openNotice } = useDemoMode();
  if (!demoMode) return null;
  return (
    <button
      type="button"
      onClick={openNotice}
      aria-haspopup="dialog"
      title={intl.formatMessage({ id: "common.demoMode.description" })}
      className="rounded-md bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-zinc-900"
    >
      <FormattedMessage id="common.demoMode.badge" />
    </button>
  );
}
