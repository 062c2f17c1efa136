import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { invitationRow_invitation$key } from "../../__generated__/invitationRow_invitation.graphql";
import { InvitationRowMenu } from "./invitation-row-menu";
import { RoleBadge } from "./organization-role";

const fragment = graphql`
  fragment invitationRow_invitation on Invitation {
    email
    role
    status
    expiresAt
    ...invitationRowMenu_invitation
  }
`;

type InvitationRowProps = { invitation: invitationRow_invitation$key; connectionId: string };

/** The invited address, the role offered, and until when (or that it has expired). */
export function InvitationRow({ invitation, connectionId }: InvitationRowProps) {
  const data = useFragment(fragment, invitation);
  const expired = data.status === "EXPIRED";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <bdi dir="ltr" className="truncate font-medium text-zinc-900 rtl:text-end">
          {data.email}
        </bdi>
        <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600">
          <RoleBadge role={data.role} />
          {expired ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              <FormattedMessage id="organization.app.invitations.expired" />
            </span>
          ) : (
            <FormattedMessage
              id="organization.app.invitations.expires"
              values={{ date: <FormattedDate value={data.expiresAt} dateStyle="medium" /> }}
            />
          )}
        </p>
      </div>
      <InvitationRowMenu invitation={data} connectionId={connectionId} />
    </li>
  );
}
