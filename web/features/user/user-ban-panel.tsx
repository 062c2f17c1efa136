import Ban from "lucide-react/icons/ban";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { userBanPanel_user$key } from "../../__generated__/userBanPanel_user.graphql";
import { refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import { DialogUserBan } from "./dialog-user-ban";
import { useUnbanUserMutation } from "./use-unban-user-mutation";
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
  /** The user's global id. */
  userId: string;
  self: boolean;
};

/** Whether the user is banned (why, until when), and banning or unbanning them. */
export function UserBanPanel({ user, userId, self }: UserBanPanelProps) {
  const intl = useIntl();
  const { banned, banReason, banExpires } = useFragment(fragment, user);
  const [banOpen, setBanOpen] = useState(false);
  const [unbanUser, pending] = useUnbanUserMutation();
  const [error, setError] = useState<string | null>(null);

  async function unban() {
    setError(null);
    const result = await unbanUser(userId);
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });
      return setError(refusalText(result.error, fallback) ?? null);
    }
    toast.success(intl.formatMessage({ id: "user.manager.ban.unbanned" }));
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
          {!pending && <ShieldCheck aria-hidden="true" className="size-4" />}
          <FormattedMessage id="user.manager.ban.unban" />
        </Button>
      ) : (
        <Button variant="danger" className="w-fit" onClick={() => setBanOpen(true)}>
          <Ban aria-hidden="true" className="size-4" />
          <FormattedMessage id="user.manager.ban.ban" />
        </Button>
      )}
      <ErrorText>{error}</ErrorText>
      <DialogUserBan
        open={banOpen}
        userId={userId}
        onClose={() => setBanOpen(false)}
        onBanned={() => {
          setBanOpen(false);
          toast.success(intl.formatMessage({ id: "user.manager.ban.done" }));
        }}
      />
    </UserSection>
  );
}
