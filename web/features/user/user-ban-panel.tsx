import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { userBanPanel_user$key } from "../../__generated__/userBanPanel_user.graphql";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import type { MessageId } from "../../i18n/messages";
import { authClient } from "../auth/auth-client";
import { DialogUserBan } from "./dialog-user-ban";
import { runAdminCall } from "./run-admin-call";
import { UserSection } from "./user-section";

const fragment = graphql`
  fragment userBanPanel_user on User {
    banned
    banReason
    banExpires
  }
`;

type UserBanPanelProps = {
  user: userBanPanel_user$key;
  userId: string;
  self: boolean;
  onChanged: () => void;
};

/** Whether the user is banned (why, until when), and banning or unbanning them. */
export function UserBanPanel({ user, userId, self, onChanged }: UserBanPanelProps) {
  const intl = useIntl();
  const { banned, banReason, banExpires } = useFragment(fragment, user);
  const [banOpen, setBanOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  async function unban() {
    setPending(true);
    setError(null);
    const failed = await runAdminCall(() => authClient.admin.unbanUser({ userId }));
    setPending(false);
    if (failed) return setError(failed);
    toast.success(intl.formatMessage({ id: "user.manager.ban.unbanned" }));
    onChanged();
  }

  return (
    <UserSection title="user.manager.ban.title">
      {banned ? (
        <div
          role="status"
          className="flex flex-col gap-1 rounded-md bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-medium">
            <FormattedMessage id="user.manager.ban.banned" />
          </p>
          <p>
            <FormattedMessage id="user.manager.ban.reason" values={{ reason: banReason || "—" }} />
          </p>
          <p>
            {banExpires ? (
              <FormattedMessage
                id="user.manager.ban.until"
                values={{ date: <FormattedDate value={banExpires} dateStyle="long" /> }}
              />
            ) : (
              <FormattedMessage id="user.manager.ban.forever" />
            )}
          </p>
        </div>
      ) : (
        <p className="text-sm text-zinc-700">
          <FormattedMessage id="user.manager.ban.notBanned" />
        </p>
      )}
      {self ? (
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="user.manager.ban.cannotBanSelf" />
        </p>
      ) : banned ? (
        <Button
          variant="secondary"
          className="w-fit"
          loading={pending}
          onClick={() => void unban()}
        >
          <FormattedMessage id="user.manager.ban.unban" />
        </Button>
      ) : (
        <Button variant="danger" className="w-fit" onClick={() => setBanOpen(true)}>
          <FormattedMessage id="user.manager.ban.ban" />
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          <FormattedMessage id={error} />
        </p>
      )}
      <DialogUserBan
        open={banOpen}
        userId={userId}
        onClose={() => setBanOpen(false)}
        onBanned={() => {
          setBanOpen(false);
          toast.success(intl.formatMessage({ id: "user.manager.ban.done" }));
          onChanged();
        }}
      />
    </UserSection>
  );
}
