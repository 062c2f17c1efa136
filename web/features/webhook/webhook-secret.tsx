import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";

type WebhookSecretProps = {
  secret: string;
  /** Above the secret: that it is shown once, and what it is for. */
  notice: ReactNode;
  onDone: () => void;
};

/** A signing secret, shown this once (the server cannot show it again), with a copy button. */
export function WebhookSecret({ secret, notice, onDone }: WebhookSecretProps) {
  const intl = useIntl();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(intl.formatMessage({ id: "webhook.account.secret.copied" }));
    } catch {
      toast.error(intl.formatMessage({ id: "webhook.account.secret.copyFailed" }));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        {notice}
      </p>
      <Field
        label={<FormattedMessage id="webhook.account.secret.label" />}
        readOnly
        dir="ltr"
        value={secret}
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <FormattedMessage id="webhook.account.secret.copy" />
        </Button>
        <Button onClick={onDone}>
          <FormattedMessage id="webhook.account.secret.done" />
        </Button>
      </div>
    </div>
  );
}
