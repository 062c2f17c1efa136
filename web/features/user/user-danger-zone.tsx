import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router";
import type { userDangerZoneRevokeAllMutation } from "../../__generated__/userDangerZoneRevokeAllMutation.graphql";
import type { userDangerZoneResetSecondFactorsMutation } from "../../__generated__/userDangerZoneResetSecondFactorsMutation.graphql";
import { ConfirmAction } from "../../components/confirm-action";
import { refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { DangerZone, DangerZoneItem } from "../../components/ui/danger-zone";
import { commitMutation } from "../../relay/mutation";
import { useUserModeration } from "./user-moderation";

// The payload reads the session list again from its first page, which replaces the connection;
// the user is marked stale so their Activity fetches the new entry (user-activity.tsx).
const revokeAllMutation = graphql`
  mutation userDangerZoneRevokeAllMutation($input: RevokeUserSessionsInput!) {
    revoked: revokeUserSessions(input: $input) {
      revokedCount
      user {
        id
        ...sessionList_user
      }
    }
  }
`;

// An admin's reset of the user's second factors (docs/decisions/117): their sessions end too,
// so the session list and Activity are read again.
const resetSecondFactorsMutation = graphql`
  mutation userDangerZoneResetSecondFactorsMutation($input: ResetUserSecondFactorsInput!) {
    reset: resetUserSecondFactors(input: $input) {
      user {
        id
        secondFactor {
          enabled
        }
        ...userSummary_user
        ...sessionList_user
      }
    }
  }
`;

type UserDangerZoneProps = {
  /** The user's global id. */
  userId: string;
  name: string;
  banned: boolean;
  /** Whether the user has an authenticator app: only then is there anything to reset. */
  secondFactor: boolean;
  self: boolean;
};

/** Ban or unban, sign out everywhere, delete: each explained, each asking first. */
export function UserDangerZone({ userId, name, banned, secondFactor, self }: UserDangerZoneProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const moderation = useUserModeration(userId, name, {
    onDeleted: () => navigate("/manager/users", { replace: true }),
  });
  const [commitRevokeAll] = useMutation<userDangerZoneRevokeAllMutation>(revokeAllMutation);
  const [commitReset] = useMutation<userDangerZoneResetSecondFactorsMutation>(
    resetSecondFactorsMutation,
  );

  async function resetSecondFactors() {
    const result = await commitMutation(commitReset, {
      variables: { input: { userId } },
      updater: (store, data) => {
        if (data?.reset) store.get(userId)?.invalidateRecord();
      },
    });
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "user.manager.secondFactor.resetError" });
      return refusalText(result.error, fallback);
    }
    toast.success(intl.formatMessage({ id: "user.manager.secondFactor.resetDone" }));
  }

  async function revokeAll() {
    const result = await commitMutation(commitRevokeAll, {
      variables: { input: { userId } },
      updater: (store, data) => {
        if (data?.revoked) store.get(userId)?.invalidateRecord();
      },
    });
    if (!result.ok) {
      const fallback = intl.formatMessage({ id: "user.manager.sessions.revokeError" });
      return refusalText(result.error, fallback);
    }
    const count = result.value.revoked.revokedCount;
    toast.success(intl.formatMessage({ id: "user.manager.sessions.revokedAll" }, { count }));
  }

  if (self) {
    const note = (
      <>
        <p>
          <FormattedMessage id="user.manager.ban.cannotBanSelf" />
        </p>
        <p>
          <FormattedMessage id="user.manager.actions.selfNotice" />
        </p>
      </>
    );
    return <DangerZone note={note} />;
  }

  return (
    <>
      <DangerZone>
        {banned ? (
          <Item kind="unban">
            {/* Lifting a ban takes nothing away: outlined, not red, and no confirmation. */}
            <Button variant="secondary" loading={moderation.unbanning} onClick={moderation.unban}>
              <FormattedMessage id="user.manager.ban.unban" />
            </Button>
          </Item>
        ) : (
          <Item kind="ban">
            <Button variant="danger-outline" onClick={moderation.ban} aria-haspopup="dialog">
              <FormattedMessage id="user.manager.ban.ban" />
            </Button>
          </Item>
        )}
        <Item kind="revoke">
          <ConfirmAction
            label={<FormattedMessage id="user.manager.sessions.revokeAll" />}
            description={
              <FormattedMessage
                id="user.manager.sessions.revokeAllDescription"
                values={{ name: <bdi>{name}</bdi> }}
              />
            }
            confirmLabel={<FormattedMessage id="user.manager.sessions.revokeAllConfirm" />}
            onConfirm={revokeAll}
          />
        </Item>
        {secondFactor && (
          <Item kind="resetSecondFactor">
            <ConfirmAction
              label={<FormattedMessage id="user.manager.secondFactor.reset" />}
              description={
                <FormattedMessage
                  id="user.manager.secondFactor.resetDescription"
                  values={{ name: <bdi>{name}</bdi> }}
                />
              }
              confirmLabel={<FormattedMessage id="user.manager.secondFactor.resetConfirm" />}
              onConfirm={resetSecondFactors}
            />
          </Item>
        )}
        <Item kind="delete">
          <ConfirmAction
            label={<FormattedMessage id="user.manager.actions.delete" />}
            {...moderation.deletion}
          />
        </Item>
      </DangerZone>
      {moderation.dialogs}
    </>
  );
}

/** One of the zone's items, its title and description named by `kind`. */
function Item({
  kind,
  children,
}: {
  kind: "ban" | "unban" | "revoke" | "resetSecondFactor" | "delete";
  children: ReactNode;
}) {
  return (
    <DangerZoneItem
      title={<FormattedMessage id={`user.manager.dangerZone.${kind}Title`} />}
      description={<FormattedMessage id={`user.manager.dangerZone.${kind}Description`} />}
      action={children}
    />
  );
}
