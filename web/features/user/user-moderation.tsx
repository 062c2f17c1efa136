import { lazy, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import type { userModerationDeleteMutation } from "../../__generated__/userModerationDeleteMutation.graphql";
import type { userModerationUnbanMutation } from "../../__generated__/userModerationUnbanMutation.graphql";
import type { ConfirmRequest } from "../../components/confirm-action";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Dialog } from "../../components/ui/dialog";
import { afterRootListChange, listConnections } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";
import { USER_LIST } from "./user-sort";

// The form (zod rules, react-hook-form, the date picker) loads when the dialog opens
// (docs/decisions/027).
const FormUserBan = lazy(() => import("./form-user-ban").then((m) => ({ default: m.FormUserBan })));

const unbanMutation = graphql`
  mutation userModerationUnbanMutation($input: UnbanUserInput!) {
    unbanUser(input: $input) {
      user {
        id
        ...userSummary_user
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation userModerationDeleteMutation($input: DeleteUserInput!, $connections: [ID!]!) {
    deleteUser(input: $input) {
      deletedUserId @deleteEdge(connections: $connections)
    }
  }
`;

type Options = {
  /** The users list the row is in, when not its default one. */
  connectionId?: string;
  onDeleted?: () => void | Promise<void>;
};

/** Ban, unban and delete, from the user's row or page; `dialogs` renders ban's and delete's. */
export function useUserModeration(userId: string, name: string, options: Options = {}) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<"ban" | "delete" | null>(null);
  const [commitUnban, unbanning] = useMutation<userModerationUnbanMutation>(unbanMutation);
  const [commitDelete] = useMutation<userModerationDeleteMutation>(deleteMutation);
  const failed = () => intl.formatMessage({ id: "auth.errorCodes.UNKNOWN_ERROR" });
  const close = () => setDialog(null);

  async function unban() {
    const result = await commitMutation(commitUnban, {
      variables: { input: { userId } },
      // Stale: the user's Activity, when shown, fetches the new entry (user-activity.tsx).
      updater: (store, data) => {
        if (data?.unbanUser) store.get(userId)?.invalidateRecord();
      },
    });
    if (result.ok) return toast.success(intl.formatMessage({ id: "user.manager.ban.unbanned" }));
    const message = refusalText(result.error, failed());
    if (message) toast.error(message);
  }

  async function remove() {
    const { connectionId } = options;
    const result = await commitMutation(commitDelete, {
      variables: { input: { userId }, connections: listConnections(USER_LIST, connectionId) },
      updater: (store, data) => {
        if (!data?.deleteUser) return;
        // Marked stale rather than dropped, so the page being left does not flash a 404 first.
        store.get(userId)?.invalidateRecord();
        afterRootListChange(store, USER_LIST, -1, connectionId);
      },
    });
    if (!result.ok) return refusalText(result.error, failed());
    toast.success(intl.formatMessage({ id: "user.manager.actions.deleted" }, { name }));
    await options.onDeleted?.();
  }

  const deletion: ConfirmRequest = {
    description: (
      <FormattedMessage
        id="user.manager.actions.deleteDescription"
        values={{ name: <bdi>{name}</bdi> }}
      />
    ),
    confirmLabel: <FormattedMessage id="user.manager.actions.deleteConfirm" />,
    onConfirm: remove,
  };

  const dialogs = (
    <>
      <Dialog
        open={dialog === "ban"}
        onClose={close}
        title={<FormattedMessage id="user.manager.ban.dialogTitle" />}
        description={<FormattedMessage id="user.manager.ban.dialogDescription" />}
      >
        <FormUserBan
          userId={userId}
          onCancel={close}
          onBanned={() => {
            close();
            toast.success(intl.formatMessage({ id: "user.manager.ban.done" }));
          }}
        />
      </Dialog>
      <ConfirmDialog {...deletion} open={dialog === "delete"} variant="danger" onClose={close} />
    </>
  );

  return {
    unban: () => void unban(),
    unbanning,
    ban: () => setDialog("ban"),
    remove: () => setDialog("delete"),
    /** Delete's question, for a page that asks it with its own button (ConfirmAction). */
    deletion,
    dialogs,
  };
}
