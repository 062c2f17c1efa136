import KeyRound from "lucide-react/icons/key-round";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { passkeyNameProblem, PASSKEY_NAME_MAX_LENGTH } from "#shared/validation/passkey";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ErrorText } from "../../components/ui/error-text";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { PasskeyRow } from "./passkey-row";
import {
  canCreatePasskeys,
  listPasskeys,
  loadPasskeyCeremony,
  type Passkey,
} from "./passkey-calls";

/**
 * The account's passkeys (docs/decisions/118): each signs in on its own and counts as the
 * second factor. Listed from better-auth's passkey routes, not GraphQL: the plugin owns them.
 */
export function PasskeyList() {
  const intl = useIntl();
  const headingId = useId();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);

  const show = useCallback((listed: Passkey[] | MessageId) => {
    if (Array.isArray(listed)) setPasskeys(listed);
    else setError(listed);
  }, []);
  const reload = async () => show(await listPasskeys());

  useEffect(() => {
    let active = true;
    void listPasskeys().then((listed) => active && show(listed));
    return () => {
      active = false;
    };
  }, [show]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = passkeyNameProblem(trimmed);
    if (problem) return setError(problem as MessageId);
    setPending(true);
    setError(null);
    const result = await loadPasskeyCeremony().then(
      (ceremony) => ceremony.registerPasskey(trimmed),
      () => "auth.errorCodes.UNKNOWN_ERROR" as const,
    );
    setPending(false);
    if (result === "cancelled") return;
    if (result) return setError(result);
    setName("");
    toast.success(intl.formatMessage({ id: "account.shared.passkeys.added" }));
    await reload();
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="font-medium text-zinc-900">
          <FormattedMessage id="account.shared.passkeys.title" />
        </h2>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage id="account.shared.passkeys.description" />
        </p>
      </div>
      {passkeys && passkeys.length === 0 && (
        <EmptyState
          icon={<KeyRound />}
          title={<FormattedMessage id="account.shared.passkeys.empty" />}
        />
      )}
      {passkeys && passkeys.length > 0 && (
        <ul className="divide-y divide-zinc-200 rounded-md border border-zinc-200">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onChanged={reload} />
          ))}
        </ul>
      )}
      {canCreatePasskeys() ? (
        <form noValidate onSubmit={(event) => void add(event)} className="flex flex-col gap-3">
          <Field
            label={<FormattedMessage id="account.shared.passkeys.nameLabel" />}
            hint={<FormattedMessage id="account.shared.passkeys.nameHint" />}
            name="passkey-name"
            autoComplete="off"
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={pending} className="self-start">
            <FormattedMessage id="account.shared.passkeys.add" />
          </Button>
        </form>
      ) : (
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="account.shared.passkeys.unsupported" />
        </p>
      )}
      <ErrorText>
        {error && intl.formatMessage({ id: error }, { max: PASSKEY_NAME_MAX_LENGTH })}
      </ErrorText>
    </Card>
  );
}
