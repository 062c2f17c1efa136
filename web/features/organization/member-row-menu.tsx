import ShieldCheck from "lucide-react/icons/shield-check";
import UserMinus from "lucide-react/icons/user-minus";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { memberRowMenu_member$key } from "../../__generated__/memberRowMenu_member.graphql";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { RowMenu } from "../../components/row-menu";
import { toast } from "../../components/toast";
import { MenuItem, MenuSeparator } from "../../components/ui/menu-items";
import { MemberRoleDialog } from "./member-role-dialog";
import { useRemoveMemberMutation } from "./use-remove-member-mutation";

const fragment = graphql`
  fragment memberRowMenu_member on Member {
    id
    name
    email
    role
  }
`;

type MemberRowMenuProps = {
  member: memberRowMenu_member$key;
  organizationId: string;
  /** The member list, which a removal takes the row out of. */
  connectionId: string;
};

/** Another member's "…": change their role, or remove them (asked first). */
export function MemberRowMenu({ member, organizationId, connectionId }: MemberRowMenuProps) {
  const intl = useIntl();
  const { id, name, email, role } = useFragment(fragment, member);
  const [dialog, setDialog] = useState<"role" | "remove" | null>(null);
  const [remove] = useRemoveMemberMutation();
  const who = name || email;
  const close = () => setDialog(null);

  async function onRemove() {
    const result = await remove({ memberId: id, organizationId, connectionId });
    if (!result.ok) {
      return refusalText(
        result.error,
        intl.formatMessage({ id: "organization.shared.form.error" }),
      );
    }
    toast.success(intl.formatMessage({ id: "organization.app.members.removed" }, { name: who }));
  }

  return (
    <>
      <RowMenu name={who}>
        <MenuItem icon={<ShieldCheck />} opensDialog onSelect={() => setDialog("role")}>
          <FormattedMessage id="organization.app.members.changeRole" />
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<UserMinus />} danger opensDialog onSelect={() => setDialog("remove")}>
          <FormattedMessage id="organization.app.members.remove" />
        </MenuItem>
      </RowMenu>
      <MemberRoleDialog member={{ id, name: who, role }} open={dialog === "role"} onClose={close} />
      <ConfirmDialog
        open={dialog === "remove"}
        variant="danger"
        onClose={close}
        description={
          <FormattedMessage
            id="organization.app.members.removeDescription"
            values={{ name: <bdi>{who}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="organization.app.members.removeConfirm" />}
        onConfirm={onRemove}
      />
    </>
  );
}
