import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { receivedInvitationRow_invitation$key } from "../../__generated__/receivedInvitationRow_invitation.graphql";
import { InvitationAnswer } from "./invitation-answer";
import { RoleBadge } from "./organization-role";

const fragment = graphql`
  fragment receivedInvitationRow_invitation on Invitation {
    id
    organizationName
    inviterName
    role
    expiresAt
  }
`;

type ReceivedInvitationRowProps = {
  invitation: receivedInvitationRow_invitation$key;
  /** The list an answer removes the row from. */
  connectionId: string;
};

/** Who invites the viewer where, as what, until when; accept or decline. */
export function ReceivedInvitationRow({ invitation, connectionId }: ReceivedInvitationRowProps) {
  const { id, organizationName, inviterName, role, expiresAt } = useFragment(fragment, invitation);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <bdi className="break-words">{organizationName}</bdi>
          <RoleBadge role={role} />
        </p>
        <p className="text-sm text-zinc-600">
          <FormattedMessage
            id="organization.app.received.from"
            values={{
              inviter: <bdi>{inviterName}</bdi>,
              date: <FormattedDate value={expiresAt} dateStyle="medium" />,
            }}
          />
        </p>
      </div>
      <InvitationAnswer id={id} organizationName={organizationName} connectionId={connectionId} />
    </li>
  );
}
