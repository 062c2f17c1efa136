import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { DatePicker } from "../../components/ui/date-picker";
import { Dialog } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import type { MessageId } from "../../i18n/messages";
import { authClient } from "../auth/auth-client";
import { banExpiresInSeconds, BAN_REASON_MAX_LENGTH } from "./ban-expiry";
import { runAdminCall } from "./run-admin-call";

type DialogUserBanProps = {
  open: boolean;
  userId: string;
  onClose: () => void;
  onBanned: () => void;
};

/** Ban with a reason and an optional last day; without one the ban does not end. */
export function DialogUserBan({ open, userId, onClose, onBanned }: DialogUserBanProps) {
  const intl = useIntl();
  const [reason, setReason] = useState("");
  const [until, setUntil] = useState<Date | undefined>();
  const [reasonError, setReasonError] = useState<MessageId | null>(null);
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState(false);
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const banReason = reason.trim();
    if (!banReason) return setReasonError("user.manager.ban.reasonRequired");
    if (banReason.length > BAN_REASON_MAX_LENGTH)
      return setReasonError("user.manager.ban.reasonTooLong");
    setReasonError(null);
    setError(null);
    setPending(true);
    const failed = await runAdminCall(() =>
      authClient.admin.banUser({
        userId,
        banReason,
        ...(until ? { banExpiresIn: banExpiresInSeconds(until) } : {}),
      }),
    );
    setPending(false);
    if (failed) return setError(failed);
    setReason("");
    setUntil(undefined);
    onBanned();
  }

  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      title={<FormattedMessage id="user.manager.ban.dialogTitle" />}
      description={<FormattedMessage id="user.manager.ban.dialogDescription" />}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field
          label={<FormattedMessage id="user.manager.ban.reasonLabel" />}
          name="banReason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={
            reasonError && intl.formatMessage({ id: reasonError }, { max: BAN_REASON_MAX_LENGTH })
          }
        />
        <DatePicker
          label={intl.formatMessage({ id: "user.manager.ban.untilLabel" })}
          value={until}
          onChange={setUntil}
          fromDate={tomorrow}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            <FormattedMessage id={error} />
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            <FormattedMessage id="user.manager.form.cancel" />
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            <FormattedMessage id="user.manager.ban.confirm" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
