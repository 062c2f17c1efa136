import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../i18n/messages";
import { toast } from "./toast";
import { Button } from "./ui/button";
import { Field } from "./ui/field";

type OneTimeSecretProps = {
  secret: string;
  /** Above the secret: that it is shown once, and what it is for. */
  notice: ReactNode;
  /** The field's label and the copy's outcomes, in the words of what the secret is. */
  messages: { label: MessageId; copied: MessageId; copyFailed: MessageId };
  onDone: () => void;
};

/**
 * A secret shown this once (an API key, a webhook signing secret: the server cannot show it
 * again), selected on focus, with a copy button.
 */
export function OneTimeSecret({ secret, notice, messages, onDone }: OneTimeSecretProps) {
  const intl = useIntl();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(intl.formatMessage({ id: messages.copied }));
    } catch {
      toast.error(intl.formatMessage({ id: messages.copyFailed }));
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
        label={<FormattedMessage id={messages.label} />}
        readOnly
        dir="ltr"
        value={secret}
        className="font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <FormattedMessage id="oneTimeSecret.copy" />
        </Button>
        <Button onClick={onDone}>
          <FormattedMessage id="oneTimeSecret.done" />
        </Button>
      </div>
    </div>
  );
}
