import { FormattedMessage, useIntl } from "react-intl";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { usePublicConfig } from "../../config/use-public-config";

type BackupCodesProps = {
  codes: readonly string[];
  onDone: () => void;
};

/**
 * Backup codes, shown this once (the server keeps them encrypted and never shows them again):
 * each works once in place of the authenticator app. Copy or download them as a text file.
 */
export function BackupCodes({ codes, onDone }: BackupCodesProps) {
  const intl = useIntl();
  const { productName } = usePublicConfig();
  const text = [productName, ...codes, ""].join("\n");

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(intl.formatMessage({ id: "account.shared.secondFactor.codes.copied" }));
    } catch {
      toast.error(intl.formatMessage({ id: "account.shared.secondFactor.codes.copyFailed" }));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <FormattedMessage id="account.shared.secondFactor.codes.notice" />
      </p>
      <ul
        dir="ltr"
        aria-label={intl.formatMessage({ id: "account.shared.secondFactor.codes.label" })}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-zinc-100 p-4 font-mono text-sm text-zinc-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <FormattedMessage id="account.shared.secondFactor.codes.copy" />
        </Button>
        <Button variant="secondary" onClick={download}>
          <FormattedMessage id="account.shared.secondFactor.codes.download" />
        </Button>
        <Button onClick={onDone}>
          <FormattedMessage id="account.shared.secondFactor.codes.done" />
        </Button>
      </div>
    </div>
  );
}
