import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { memberRow_member$key } from "../../__generated__/memberRow_member.graphql";
import { MemberRowMenu } from "./member-row-menu";
import { RoleBadge } from "./organization-role";

const fragment = graphql`
  fragment memberRow_member on Member {
    name
    email
    role
    isViewer
    ...memberRowMenu_member
  }
`;

type MemberRowProps = {
  member: memberRow_member$key;
  organizationId: string;
  connectionId: string;
  /** The viewer may change roles and remove members (MANAGE_MEMBERS). */
  canManage: boolean;
};

/** A member: name, address, role; the "…" for someone else, when the viewer may manage them. */
export function MemberRow({ member, organizationId, connectionId, canManage }: MemberRowProps) {
  const data = useFragment(fragment, member);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <bdi className="break-words">{data.name || data.email}</bdi>
          {data.isViewer && (
            <span className="text-xs font-normal text-zinc-600">
              <FormattedMessage id="organization.app.members.you" />
            </span>
          )}
        </p>
        <bdi dir="ltr" className="truncate text-sm text-zinc-600 rtl:text-end">
          {data.email}
        </bdi>
      </div>
      <div className="flex items-center gap-2">
        <RoleBadge role={data.role} />
        {canManage && !data.isViewer && (
          <MemberRowMenu
            member={data}
            organizationId={organizationId}
            connectionId={connectionId}
          />
        )}
      </div>
    </li>
  );
}
