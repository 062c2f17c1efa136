import Ban from "lucide-react/icons/ban";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trash2 from "lucide-react/icons/trash";
import VenetianMask from "lucide-react/icons/venetian-mask";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import type { MessageId } from "../../i18n/messages";
import { inlineAuthErrorId, type AuthClientError } from "../auth/auth-error-message";
import { loadAuthClient } from "../auth/load-auth-client";
import { userDbId } from "./user-db-id";
import { useUserModeration } from "./user-moderation";
import { UserSection } from "./user-section";

type UserActionsProps = {
  /** The user's global id. */
  userId: string;
  name: string;
  banned: boolean;
  self: boolean;
};

/** Impersonate (better-auth REST sets the cookie), ban or unban, delete; never on yourself. */
export function UserActions({ userId, name, banned, self }: UserActionsProps) {
  const navigate = useNavigate();
  const moderation = useUserModeration(userId, name, {
    onDeleted: () => navigate("/manager/users", { replace: true }),
  });
  const [impersonating, setImpersonating] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  async function impersonate() {
    setImpersonating(true);
    setError(null);
    let failure: AuthClientError | null = {};
    try {
      // The better-auth client loads on use: it is not in the page's first load (ADR 027).
      const { admin } = await loadAuthClient();
      failure = (await admin.impersonateUser({ userId: userDbId(userId) })).error;
    } catch {
      // Offline, or the client did not load: the unknown error below.
    }
    // A full load: the new session, an empty Relay store, and the app as that user sees it.
    if (!failure) return window.location.assign("/app");
    setImpersonating(false);
    // A demo-mode refusal is explained by the notice the auth client opens, not again here.
    setError(inlineAuthErrorId(failure));
  }

  return (
    <UserSection title="user.manager.actions.title">
      {self ? (
        <div className="flex flex-col gap-1 text-sm text-zinc-600">
          <p>
            <FormattedMessage id="user.manager.ban.cannotBanSelf" />
          </p>
          <p>
            <FormattedMessage id="user.manager.actions.selfNotice" />
          </p>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" loading={impersonating} onClick={() => void impersonate()}>
            {!impersonating && <VenetianMask aria-hidden="true" className="size-4" />}
            <FormattedMessage id="user.manager.actions.impersonate" />
          </Button>
          {banned ? (
            <Button variant="secondary" loading={moderation.unbanning} onClick={moderation.unban}>
              {!moderation.unbanning && <ShieldCheck aria-hidden="true" className="size-4" />}
              <FormattedMessage id="user.manager.ban.unban" />
            </Button>
          ) : (
            <Button variant="danger" onClick={moderation.ban}>
              <Ban aria-hidden="true" className="size-4" />
              <FormattedMessage id="user.manager.ban.ban" />
            </Button>
          )}
          <Button variant="danger" disabled={impersonating} onClick={moderation.remove}>
            <Trash2 aria-hidden="true" className="size-4" />
            <FormattedMessage id="user.manager.actions.delete" />
          </Button>
        </div>
      )}
      <ErrorText>{error && <FormattedMessage id={error} />}</ErrorText>
      {moderation.dialogs}
    </UserSection>
  );
}
