import { lazy, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { ErrorText } from "../../components/ui/error-text";
import type { MessageId } from "../../i18n/messages";
import { authRequest } from "../auth/load-auth-client";
import { useRefreshSession, useSession } from "../auth/use-session";
import type { TotpSetup } from "./second-factor-setup";

// The dialogs' steps load when one opens (docs/decisions/027): the account page stays light.
const SecondFactorSetup = lazy(() =>
  import("./second-factor-setup").then((m) => ({ default: m.SecondFactorSetup })),
);
const SecondFactorDisable = lazy(() =>
  import("./second-factor-disable").then((m) => ({ default: m.SecondFactorDisable })),
);
const SecondFactorRegenerate = lazy(() =>
  import("./second-factor-regenerate").then((m) => ({ default: m.SecondFactorRegenerate })),
);

/** The section's anchor: /app/account#second-factor is where a factor is set up (issue 38). */
export const SECOND_FACTOR_SECTION_ID = "second-factor";

type Open = { step: "setup"; setup: TotpSetup } | { step: "disable" } | { step: "regenerate" };

/** Two-step verification: an authenticator app's code after the first factor (ADR 115). */
export function SecondFactorSection() {
  const intl = useIntl();
  const headingId = useId();
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const enabled = user.twoFactorEnabled === true;
  const [open, setOpen] = useState<Open | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  // better-auth renewed the session: the guards read it again once the dialog closes.
  const [changed, setChanged] = useState(false);

  async function startSetup() {
    setStarting(true);
    setError(null);
    const result = await authRequest((client) => client.twoFactor.enable({ method: "totp" }));
    setStarting(false);
    if (!result.ok) return setError(result.error);
    // Asked for "totp", answered with its address and backup codes.
    if (result.data.method !== "totp") return setError("auth.errorCodes.UNKNOWN_ERROR");
    const { totpURI, backupCodes } = result.data;
    setOpen({ step: "setup", setup: { totpURI, backupCodes } });
  }

  function close() {
    setOpen(null);
    if (changed) void refreshSession();
    setChanged(false);
  }

  const title: MessageId | null =
    open?.step === "setup"
      ? "account.shared.secondFactor.setup.title"
      : open?.step === "disable"
        ? "account.shared.secondFactor.disable.title"
        : open?.step === "regenerate"
          ? "account.shared.secondFactor.regenerate.title"
          : null;

  return (
    <Card
      id={SECOND_FACTOR_SECTION_ID}
      role="region"
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col gap-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id={headingId}
            className="flex flex-wrap items-center gap-2 font-medium text-zinc-900"
          >
            <FormattedMessage id="account.shared.secondFactor.title" />
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${enabled ? "bg-emerald-100 text-emerald-800" : "bg-zinc-100 text-zinc-700"}`}
            >
              <FormattedMessage id={`account.shared.secondFactor.${enabled ? "on" : "off"}`} />
            </span>
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage
              id={`account.shared.secondFactor.${enabled ? "onDescription" : "offDescription"}`}
            />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {enabled ? (
          <>
            <Button variant="secondary" onClick={() => setOpen({ step: "regenerate" })}>
              <FormattedMessage id="account.shared.secondFactor.regenerate.button" />
            </Button>
            <Button variant="danger-outline" onClick={() => setOpen({ step: "disable" })}>
              <FormattedMessage id="account.shared.secondFactor.disable.button" />
            </Button>
          </>
        ) : (
          <Button loading={starting} onClick={() => void startSetup()} aria-haspopup="dialog">
            <FormattedMessage id="account.shared.secondFactor.setup.button" />
          </Button>
        )}
      </div>
      <ErrorText>{error && intl.formatMessage({ id: error })}</ErrorText>
      <Dialog open={open !== null} onClose={close} title={title && <FormattedMessage id={title} />}>
        {open?.step === "setup" && (
          <SecondFactorSetup
            setup={open.setup}
            onEnabled={() => setChanged(true)}
            onClose={close}
          />
        )}
        {open?.step === "disable" && (
          <SecondFactorDisable
            onDisabled={() => {
              setOpen(null);
              void refreshSession();
              toast.success(intl.formatMessage({ id: "account.shared.secondFactor.disable.done" }));
            }}
            onClose={close}
          />
        )}
        {open?.step === "regenerate" && <SecondFactorRegenerate onClose={close} />}
      </Dialog>
    </Card>
  );
}
