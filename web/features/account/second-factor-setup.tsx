import { lazy, Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { authCall } from "../auth/load-auth-client";
import { BackupCodes } from "./backup-codes";
import { SecondFactorCodeForm } from "./second-factor-code-form";

// The QR code's library loads with this dialog's first step, not with the account page.
const TotpQrCode = lazy(() => import("./totp-qr-code").then((m) => ({ default: m.TotpQrCode })));

export type TotpSetup = { totpURI: string; backupCodes: string[] };

type SecondFactorSetupProps = {
  setup: TotpSetup;
  /** The first code was right: the factor is on (the session was renewed by better-auth). */
  onEnabled: () => void;
  onClose: () => void;
};

/**
 * Setting up an authenticator app: scan the QR code or type the secret, confirm with a first
 * code (nothing is on until then), then keep the backup codes, shown this once.
 */
export function SecondFactorSetup({ setup, onEnabled, onClose }: SecondFactorSetupProps) {
  const intl = useIntl();
  const [enabled, setEnabled] = useState(false);
  const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";

  async function confirm(code: string) {
    const failed = await authCall((client) => client.twoFactor.verifyTotp({ code }));
    if (failed) return failed;
    setEnabled(true);
    onEnabled();
    return null;
  }

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(intl.formatMessage({ id: "account.shared.secondFactor.setup.secretCopied" }));
    } catch {
      toast.error(intl.formatMessage({ id: "account.shared.secondFactor.codes.copyFailed" }));
    }
  }

  if (enabled) return <BackupCodes codes={setup.backupCodes} onDone={onClose} />;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600">
        <FormattedMessage id="account.shared.secondFactor.setup.scan" />
      </p>
      <div className="flex justify-center">
        <Suspense fallback={<div className="size-48" />}>
          <TotpQrCode
            uri={setup.totpURI}
            label={intl.formatMessage({ id: "account.shared.secondFactor.setup.qrLabel" })}
          />
        </Suspense>
      </div>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="account.shared.secondFactor.setup.secretHint" />
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            dir="ltr"
            className="rounded-md bg-zinc-100 px-2 py-1 font-mono text-sm break-all text-zinc-900"
          >
            {secret}
          </code>
          <Button variant="secondary" size="sm" onClick={() => void copySecret()}>
            <FormattedMessage id="account.shared.secondFactor.setup.copySecret" />
          </Button>
        </div>
      </div>
      <SecondFactorCodeForm
        allowBackup={false}
        submitLabel={<FormattedMessage id="account.shared.secondFactor.setup.confirm" />}
        onCode={confirm}
        onCancel={onClose}
      />
    </div>
  );
}
