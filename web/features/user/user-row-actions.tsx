import Ban from "lucide-react/icons/ban";
import Eye from "lucide-react/icons/eye";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import Undo2 from "lucide-react/icons/undo-2";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button-variants";
import { IconButton } from "../../components/ui/icon-button";
import type { MessageId } from "../../i18n/messages";
import { userPath } from "./user-paths";
import { useUserModeration } from "./user-moderation";

const iconLink = buttonClassName({ variant: "ghost", size: "sm", className: "w-8 px-0" });

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

/** View, edit, ban or unban, delete: the same actions and dialogs as the user's page. */
export function UserRowActions({ userId, label, banned, self, connectionId }: UserRowActionsProps) {
  const intl = useIntl();
  const moderation = useUserModeration(userId, label, { connectionId });
  const name = (id: MessageId) => intl.formatMessage({ id }, { name: label });

  return (
    <>
      <Link
        to={userPath(userId)}
        className={iconLink}
        aria-label={name("user.manager.row.view")}
        title={name("user.manager.row.view")}
      >
        <Eye aria-hidden="true" className="size-4 shrink-0" />
      </Link>
      <Link
        to={userPath(userId, "update")}
        className={iconLink}
        aria-label={name("user.manager.row.edit")}
        title={name("user.manager.row.edit")}
      >
        <Pencil aria-hidden="true" className="size-4 shrink-0" />
      </Link>
      {!self && (
        <>
          {banned ? (
            <IconButton
              label={name("user.manager.row.unban")}
              icon={<Undo2 className="size-4" />}
              disabled={moderation.unbanning}
              onClick={moderation.unban}
            />
          ) : (
            <IconButton
              label={name("user.manager.row.ban")}
              icon={<Ban className="size-4" />}
              aria-haspopup="dialog"
              onClick={moderation.ban}
            />
          )}
          <IconButton
            label={name("user.manager.row.delete")}
            icon={<Trash2 className="size-4 text-red-700" />}
            aria-haspopup="dialog"
            onClick={moderation.remove}
          />
        </>
      )}
      {moderation.dialogs}
    </>
  );
}
