import Pencil from "lucide-react/icons/pencil";
import VenetianMask from "lucide-react/icons/venetian-mask";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { buttonClassName } from "../../components/ui/button-variants";
import { ErrorText } from "../../components/ui/error-text";
import type { MessageId } from "../../i18n/messages";
import { inlineAuthErrorId, type AuthClientError } from "../auth/auth-error-message";
import { loadAuthClient } from "../auth/load-auth-client";
import { userDbId } from "./user-db-id";
import { userPath } from "./user-paths";

type UserActionsProps = {
  /** The user's global id. */
  userId: string;
  self: boolean;
};

/**
 * The page's actions: "Edit", its one primary action, and "Impersonate" (never yourself) beside
 * it; the destructive ones are in the danger zone (docs/decisions/097).
 */
export function UserActions({ userId, self }: UserActionsProps) {
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
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-3">
        {!self && (
          <Button variant="secondary" loading={impersonating} onClick={() => void impersonate()}>
            {!impersonating && <VenetianMask aria-hidden="true" className="size-4" />}
            <FormattedMessage id="user.manager.actions.impersonate" />
          </Button>
        )}
        <Link to={userPath(userId, "update")} className={buttonClassName()}>
          <Pencil aria-hidden="true" className="size-4" />
          <FormattedMessage id="user.manager.detail.edit" />
        </Link>
      </div>
      <ErrorText>{error && <FormattedMessage id={error} />}</ErrorText>
    </div>
  );
}
