import Ban from "lucide-react/icons/ban";
import Eye from "lucide-react/icons/eye";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import Undo2 from "lucide-react/icons/undo-2";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { PreloadLink } from "../../components/preload-link";
import { toast } from "../../components/toast";
import { buttonClassName } from "../../components/ui/button-variants";
import type { MessageId } from "../../i18n/messages";
import { IconButton } from "../../components/ui/icon-button";
import { DialogUserBan } from "./dialog-user-ban";
import { useDeleteUserMutation } from "./use-delete-user-mutation";
import { useUnbanUserMutation } from "./use-unban-user-mutation";
import { userPath } from "./user-paths";

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

/** View, edit, ban or unban, delete: the same mutations and dialogs as the user's page. */
export function UserRowActions({ userId, label, banned, self, connectionId }: UserRowActionsProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<"ban" | "delete" | null>(null);
  const [remove] = useDeleteUserMutation();
  const [unban, unbanning] = useUnbanUserMutation();
  const name = (id: MessageId) => intl.formatMessage({ id }, { name: label });
  const unknownError = () => intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });

  async function lift() {
    const result = await unban(userId);
    if (result.ok) return toast.success(intl.formatMessage({ id: "user.manager.ban.unbanned" }));
    const message = refusalText(result.error, unknownError());
    if (message) toast.error(message);
  }

  async function confirmDelete() {
    const result = await remove(userId, connectionId);
    if (!result.ok) return refusalText(result.error, unknownError());
    toast.success(intl.formatMessage({ id: "user.manager.actions.deleted" }, { name: label }));
  }

  return (
    <>
      <PreloadLink
        to={userPath(userId)}
        className={iconLink}
        aria-label={name("user.manager.row.view")}
        title={name("user.manager.row.view")}
      >
        <Eye aria-hidden="true" className="size-4 shrink-0" />
      </PreloadLink>
      <PreloadLink
        to={userPath(userId, "update")}
        className={iconLink}
        aria-label={name("user.manager.row.edit")}
        title={name("user.manager.row.edit")}
      >
        <Pencil aria-hidden="true" className="size-4 shrink-0" />
      </PreloadLink>
      {!self && (
        <>
          {banned ? (
            <IconButton
              label={name("user.manager.row.unban")}
              icon={<Undo2 className="size-4" />}
              disabled={unbanning}
              onClick={() => void lift()}
            />
          ) : (
            <IconButton
              label={name("user.manager.row.ban")}
              icon={<Ban className="size-4" />}
              aria-haspopup="dialog"
              onClick={() => setDialog("ban")}
            />
          )}
          <IconButton
            label={name("user.manager.row.delete")}
            icon={<Trash2 className="size-4 text-red-700" />}
            aria-haspopup="dialog"
            onClick={() => setDialog("delete")}
          />
        </>
      )}
      <DialogUserBan
        open={dialog === "ban"}
        userId={userId}
        onClose={() => setDialog(null)}
        onBanned={() => {
          setDialog(null);
          toast.success(intl.formatMessage({ id: "user.manager.ban.done" }));
        }}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        variant="danger"
        description={
          <FormattedMessage id="user.manager.actions.deleteDescription" values={{ name: label }} />
        }
        confirmLabel={<FormattedMessage id="user.manager.actions.deleteConfirm" />}
        onClose={() => setDialog(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
