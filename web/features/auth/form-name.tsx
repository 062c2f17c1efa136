import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { authClient } from "./auth-client";
import { authErrorMessageId } from "./auth-error-message";
import { nameSchema, validate } from "./schemas";
import { useRefreshSession } from "./use-session";

type FormNameProps = {
  defaultName: string;
  submitLabel: ReactNode;
  /** Called once the name is saved and the session fetched again. */
  onSaved: () => void | Promise<void>;
  /** Extra buttons placed after submit (cancel, sign out…). */
  actions?: ReactNode;
};

/** Sets the user's name (onboarding and account); shared so both validate the same way. */
export function FormName({ defaultName, submitLabel, onSaved, actions }: FormNameProps) {
  const intl = useIntl();
  const refreshSession = useRefreshSession();
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(nameSchema, name);
    if (!parsed.success) return setError(parsed.error);

    setPending(true);
    setError(null);
    try {
      const result = await authClient.updateUser({ name: parsed.data });
      if (result.error) return setError(authErrorMessageId(result.error));
      await refreshSession();
      await onSaved();
    } catch {
      setError("auth.errorCodes.UNKNOWN_ERROR");
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
      <Field
        label={<FormattedMessage id="auth.name.label" />}
        name="name"
        autoComplete="name"
        autoFocus
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error && intl.formatMessage({ id: error })}
      />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      {actions}
    </form>
  );
}
