import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";

/** The new key's secret, shown this once: the server keeps only its hash. */
export function ApiKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const intl = useIntl();
  const inputId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(intl.formatMessage({ id: "apiKey.account.secret.copied" }));
    } catch {
      toast.error(intl.formatMessage({ id: "apiKey.account.secret.copyFailed" }));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <FormattedMessage id="apiKey.account.secret.warning" />
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-zinc-900">
          <FormattedMessage id="apiKey.account.secret.label" />
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            readOnly
            dir="ltr"
            value={secret}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            <FormattedMessage id="apiKey.account.secret.copy" />
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>
          <FormattedMessage id="apiKey.account.secret.done" />
        </Button>
      </div>
    </div>
  );
}
