import { FormattedMessage, useIntl } from "react-intl";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";

/** The new key's secret, shown this once: the server keeps only its hash. */
export function ApiKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const intl = useIntl();

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
      <Field
        label={<FormattedMessage id="apiKey.account.secret.label" />}
        readOnly
        dir="ltr"
        value={secret}
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <FormattedMessage id="apiKey.account.secret.copy" />
        </Button>
        <Button onClick={onDone}>
          <FormattedMessage id="apiKey.account.secret.done" />
        </Button>
      </div>
    </div>
  );
}
