import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import type { MutationError } from "../../relay/mutation";
import { organizationPath } from "./organization-paths";
import { useAcceptInvitationMutation } from "./use-accept-invitation-mutation";
import { useDeclineInvitationMutation } from "./use-decline-invitation-mutation";

type InvitationAnswerProps = {
  id: string;
  organizationName: string;
  /** The received list, which an answer removes the invitation from. */
  connectionId?: string;
  /** Shows a refusal where the answer was given; a toast by default. */
  onRefused?: (error: MutationError) => void;
};

/** Accept (then on to the organization's page) or decline; the refusal's reason is the server's. */
export function InvitationAnswer({
  id,
  organizationName,
  connectionId,
  onRefused,
}: InvitationAnswerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [accept] = useAcceptInvitationMutation();
  const [decline] = useDeclineInvitationMutation();
  const [pending, setPending] = useState<"accept" | "decline" | null>(null);
  const values = { name: organizationName };

  function refused(error: MutationError) {
    if (error.code === "DEMO_MODE") return;
    if (onRefused) onRefused(error);
    else toast.error(error.message ?? intl.formatMessage({ id: "organization.shared.form.error" }));
  }

  async function onAccept() {
    setPending("accept");
    const result = await accept(id, connectionId);
    setPending(null);
    if (!result.ok) return refused(result.error);
    toast.success(intl.formatMessage({ id: "organization.app.invitation.accepted" }, values));
    await navigate(organizationPath(result.value.acceptInvitation.organization.slug));
  }

  async function onDecline() {
    setPending("decline");
    const result = await decline(id, connectionId);
    setPending(null);
    if (!result.ok) return refused(result.error);
    toast.success(intl.formatMessage({ id: "organization.app.invitation.declined" }, values));
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        loading={pending === "decline"}
        disabled={pending !== null}
        onClick={() => void onDecline()}
      >
        <FormattedMessage id="organization.app.invitation.decline" />
      </Button>
      <Button
        loading={pending === "accept"}
        disabled={pending !== null}
        onClick={() => void onAccept()}
      >
        <FormattedMessage id="organization.app.invitation.accept" />
      </Button>
    </div>
  );
}
