import { FormattedMessage } from "react-intl";

const REASONS = {
  EXPIRED: "organization.app.invitation.expired",
  CANCELED: "organization.app.invitation.canceled",
  ACCEPTED: "organization.app.invitation.alreadyAnswered",
  DECLINED: "organization.app.invitation.alreadyAnswered",
} as const;

/** Why an invitation can no longer be answered (INVITATION_EXPIRED, _CANCELED, _ALREADY_ANSWERED). */
export function InvitationClosed({ status }: { status: string }) {
  const reason = (REASONS as Record<string, (typeof REASONS)[keyof typeof REASONS]>)[status];
  if (!reason) return null;
  return (
    <p role="status" className="rounded-md bg-zinc-100 px-3 py-2 text-sm text-zinc-800">
      <FormattedMessage id={reason} />
    </p>
  );
}
