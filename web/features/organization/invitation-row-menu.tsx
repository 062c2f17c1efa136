import MailX from "lucide-react/icons/mail-x";
import Send from "lucide-react/icons/send";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { invitationRowMenu_invitation$key } from "../../__generated__/invitationRowMenu_invitation.graphql";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { RowMenu } from "../../components/row-menu";
import { toast } from "../../components/toast";
import { MenuItem, MenuSeparator } from "../../components/ui/menu-items";
import { useCancelInvitationMutation } from "./use-cancel-invitation-mutation";
import { useResendInvitationMutation } from "./use-resend-invitation-mutation";

const fragment = graphql`
  fragment invitationRowMenu_invitation on Invitation {
    id
    email
  }
`;

type InvitationRowMenuProps = {
  invitation: invitationRowMenu_invitation$key;
  connectionId: string;
};

/** An invitation's "…": send it again (7 more days), or cancel it (asked first). */
export function InvitationRowMenu({ invitation, connectionId }: InvitationRowMenuProps) {
  const intl = useIntl();
  const { id, email } = useFragment(fragment, invitation);
  const [confirming, setConfirming] = useState(false);
  const [resend] = useResendInvitationMutation();
  const [cancel] = useCancelInvitationMutation();
  const failed = intl.formatMessage({ id: "organization.shared.form.error" });

  async function onResend() {
    const result = await resend(id);
    if (result.ok)
      toast.success(intl.formatMessage({ id: "organization.app.invitations.resent" }, { email }));
    else if (result.error.code !== "DEMO_MODE") toast.error(result.error.message ?? failed);
  }

  async function onCancel() {
    const result = await cancel(id, connectionId);
    if (!result.ok) return refusalText(result.error, failed);
    toast.success(intl.formatMessage({ id: "organization.app.invitations.canceled" }, { email }));
  }

  return (
    <>
      <RowMenu name={email}>
        <MenuItem icon={<Send />} onSelect={() => void onResend()}>
          <FormattedMessage id="organization.app.invitations.resend" />
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<MailX />} danger opensDialog onSelect={() => setConfirming(true)}>
          <FormattedMessage id="organization.app.invitations.cancel" />
        </MenuItem>
      </RowMenu>
      <ConfirmDialog
        open={confirming}
        variant="danger"
        onClose={() => setConfirming(false)}
        description={
          <FormattedMessage
            id="organization.app.invitations.cancelDescription"
            values={{ email: <bdi>{email}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="organization.app.invitations.cancelConfirm" />}
        onConfirm={onCancel}
      />
    </>
  );
}
