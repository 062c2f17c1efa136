import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { passkeyNameProblem, PASSKEY_NAME_MAX_LENGTH } from "#shared/validation/passkey";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { removePasskey, renamePasskey, type Passkey } from "./passkey-calls";

/** The passkey's name in a row's button label: said by screen readers, not shown twice. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

type PasskeyRowProps = { passkey: Passkey; onChanged: () => Promise<void> };

/** One passkey: its name and when it was added; renamed in a dialog, removed after a confirm. */
export function PasskeyRow({ passkey, onChanged }: PasskeyRowProps) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [name, setName] = useState(passkey.name ?? "");
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);
  const label = passkey.name || intl.formatMessage({ id: "account.shared.passkeys.unnamed" });
  const text = (id: MessageId) => intl.formatMessage({ id }, { max: PASSKEY_NAME_MAX_LENGTH });

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = passkeyNameProblem(trimmed);
    if (problem) return setError(problem as MessageId);
    setPending(true);
    const failed = await renamePasskey(passkey.id, trimmed);
    setPending(false);
    if (failed) return setError(failed);
    setRenaming(false);
    toast.success(intl.formatMessage({ id: "account.shared.passkeys.renamed" }));
    await onChanged();
  }

  async function remove() {
    const failed = await removePasskey(passkey.id);
    if (failed) return text(failed);
    toast.success(intl.formatMessage({ id: "account.shared.passkeys.removed" }));
    await onChanged();
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-zinc-900">
          <bdi>{label}</bdi>
        </p>
        {passkey.createdAt && (
          <p className="text-sm text-zinc-600">
            <FormattedMessage
              id="account.shared.passkeys.created"
              values={{ date: <FormattedDate value={passkey.createdAt} dateStyle="medium" /> }}
            />
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
          <FormattedMessage id="account.shared.passkeys.rename" values={{ name: label, hidden }} />
        </Button>
        <Button variant="danger-outline" size="sm" onClick={() => setRemoving(true)}>
          <FormattedMessage id="account.shared.passkeys.remove" values={{ name: label, hidden }} />
        </Button>
      </div>
      <Dialog
        open={renaming}
        onClose={() => !pending && setRenaming(false)}
        title={<FormattedMessage id="account.shared.passkeys.renameTitle" />}
      >
        <form noValidate onSubmit={(event) => void rename(event)} className="flex flex-col gap-4">
          <Field
            label={<FormattedMessage id="account.shared.passkeys.nameLabel" />}
            name="passkey-name"
            autoComplete="off"
            autoFocus
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error && text(error)}
          />
          <Button type="submit" loading={pending} className="self-end">
            <FormattedMessage id="account.shared.passkeys.save" />
          </Button>
        </form>
      </Dialog>
      <ConfirmDialog
        open={removing}
        variant="danger"
        description={<FormattedMessage id="account.shared.passkeys.removeDescription" />}
        confirmLabel={<FormattedMessage id="account.shared.passkeys.removeConfirm" />}
        onClose={() => setRemoving(false)}
        onConfirm={remove}
      />
    </li>
  );
}
