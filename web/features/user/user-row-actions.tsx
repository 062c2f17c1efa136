import Ban from "lucide-react/icons/ban";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import Undo2 from "lucide-react/icons/undo-2";
import { FormattedMessage } from "react-intl";
import { RowMenu } from "../../components/row-menu";
import { MenuItem, MenuLinkItem, MenuSeparator } from "../../components/ui/menu-items";
import { userPath } from "./user-paths";
import { useUserModeration } from "./user-moderation";

type UserRowActionsProps = {
  /** The user's global id. */
  userId: string;
  /** Their name, or their e-mail address when they have none. */
  label: string;
  banned: boolean;
  /** Your own row: no ban or delete, as on your page. */
  self: boolean;
  connectionId: string;
};

/** A row's "…": edit, ban or unban, delete; the same dialogs as the user's page. */
export function UserRowActions({ userId, label, banned, self, connectionId }: UserRowActionsProps) {
  const moderation = useUserModeration(userId, label, { connectionId });

  return (
    <>
      <RowMenu name={label}>
        <MenuLinkItem icon={<Pencil />} to={userPath(userId, "update")}>
          <FormattedMessage id="user.manager.row.edit" />
        </MenuLinkItem>
        {!self &&
          (banned ? (
            <MenuItem icon={<Undo2 />} onSelect={moderation.unban}>
              <FormattedMessage id="user.manager.row.unban" />
            </MenuItem>
          ) : (
            <MenuItem icon={<Ban />} opensDialog onSelect={moderation.ban}>
              <FormattedMessage id="user.manager.row.ban" />
            </MenuItem>
          ))}
        {!self && (
          <>
            <MenuSeparator />
            <MenuItem icon={<Trash2 />} danger opensDialog onSelect={moderation.remove}>
              <FormattedMessage id="user.manager.row.delete" />
            </MenuItem>
          </>
        )}
      </RowMenu>
      {moderation.dialogs}
    </>
  );
}
